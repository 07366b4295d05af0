import { remoteWebpackConfig } from '@site/build/webpack';
import { routes } from './src/routes';

export default remoteWebpackConfig('contact', __dirname, 'Contact page', routes);

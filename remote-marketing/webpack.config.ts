import { remoteWebpackConfig } from '@site/build/webpack';
import { routes } from './src/routes';

export default remoteWebpackConfig('marketing', __dirname, 'Marketing pages', routes);

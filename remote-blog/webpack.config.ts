import { remoteWebpackConfig } from '@site/build/webpack';
import { routes } from './src/routes';

export default remoteWebpackConfig('blog', __dirname, 'Blog', routes);

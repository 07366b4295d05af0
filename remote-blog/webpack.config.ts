import { remoteWebpackConfig } from '@site/build/webpack';

export default remoteWebpackConfig('blog', __dirname, 'Blog');

import { remoteWebpackConfig } from '@site/build/webpack';

export default remoteWebpackConfig('marketing', __dirname, 'Marketing pages');

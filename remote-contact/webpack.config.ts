import { remoteWebpackConfig } from '@site/build/webpack';

export default remoteWebpackConfig('contact', __dirname, 'Contact page');

export { isMobileUserAgent } from './isMobileUserAgent';

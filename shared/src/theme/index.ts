export { buildTheme, type Theme, type ThemeError } from './buildTheme';
export { type FaviconSize, faviconSizes, type ThemeOpacity, themeOpacities } from './constants';
export { type DefaultColorName, defaultColors } from './defaultColors';
export { parseHex, type Rgb } from './parseHex';

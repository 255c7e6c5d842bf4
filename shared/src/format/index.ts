export { formatCoordinates } from './coordinates';
export { type DateFormatOptions, type DateInput, formatDate, formatDateTime } from './date';
export { formatAgo, formatElapsed } from './elapsed';
export {
  formatCurrency,
  formatNumber,
  formatPercent,
  type NumberFormatOptions,
  type Rounding,
  roundTo,
} from './number';
export { formatValue, valueTexts } from './value';

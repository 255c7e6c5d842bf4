/** Spec §3/§9: every colour becomes a CSS variable at each of these opacities. */
export const themeOpacities = [1, 0.08, 0.12, 0.16, 0.38] as const;
export type ThemeOpacity = (typeof themeOpacities)[number];

/** Spec §3/§9: favicon sizes in pixels (32x32, 16x16, and 152x152 for the apple-touch icon). */
export const faviconSizes = [32, 16, 152] as const;
export type FaviconSize = (typeof faviconSizes)[number];

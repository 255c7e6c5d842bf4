/**
 * The tenant's LogoIcon drawn at one favicon size as a PNG data URL. Browsers scale an SVG
 * favicon themselves, but iOS ignores an SVG apple-touch icon and some tab strips blur a large
 * bitmap, so each size gets its own bitmap. Rejects when the image cannot be loaded or drawn.
 */
export function rasterizeIcon(href: string, size: number, doc: Document = document): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      try {
        const canvas = doc.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        // Fit the whole icon inside the square, centred, keeping its proportions.
        const width = image.naturalWidth || size;
        const height = image.naturalHeight || size;
        const scale = Math.min(size / width, size / height);
        const w = width * scale;
        const h = height * scale;
        context.drawImage(image, (size - w) / 2, (size - h) / 2, w, h);
        resolve(canvas.toDataURL('image/png'));
      } catch (error) {
        reject(error);
      }
    };
    image.onerror = () => reject(new Error(`icon ${href} could not be loaded`));
    image.src = href;
  });
}

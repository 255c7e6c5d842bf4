import type { ImgHTMLAttributes, ReactNode } from 'react';
import { tenantImageUrl } from './tenantImageUrl';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** The address as the tenant wrote it. */
  src: unknown;
  /** Shown instead when the address may not load (tenantImageUrl). */
  fallback?: ReactNode;
  /** Applied to an allowed URL, e.g. the hosted image's face-cropped square. */
  transform?: (url: string) => string;
};

/** An image written by a tenant: loaded only from allowed places, never telling them our page. */
export function TenantImage({ src, fallback = null, transform, alt = '', ...img }: Props) {
  const url = tenantImageUrl(src);
  if (!url) return <>{fallback}</>;
  return <img {...img} alt={alt} src={transform ? transform(url) : url} referrerPolicy="no-referrer" />;
}

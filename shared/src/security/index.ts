export {
  cloudFunctionSources,
  type PagePolicyOptions,
  pageContentSecurityPolicy,
} from './contentSecurityPolicy';
export { allowedImageOrigins, allowedImageUrl, filesRoutePrefix } from './imageSources';

export { createImageService, type ImageService, sniffImageType } from "./images.service";
export { POSTER_HEIGHT, POSTER_WIDTH, renderPoster } from "./poster";
export { fundShareView, portfolioShareView, reportShareView, type ShareViewLoader } from "./share-views";
export { SHARING_IP_LIMITS, sharingRoutes, UPLOAD_MAX_BODY_BYTES, UPLOAD_PATH } from "./sharing.routes";
export { createSharingService, type SharingDeps, type SharingService } from "./sharing.service";

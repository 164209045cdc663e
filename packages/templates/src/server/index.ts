// Node-only: full-page rendering, the asset file map and the blog sanitiser.
export { renderSitePage, type RenderedPage } from './render';
export { assetFiles, assetContentType, previewImagePath } from './assets';
export { sanitizeBlogHtml } from './sanitize';
export { escapeHtml, jsonForScript } from './head';
export { LINK_PREVIEW_SIZE, linkPreviewAlt, linkPreviewKey, linkPreviewSpec, renderLinkPreview, type LinkPreviewSpec } from './link-preview/index';

export { renderLinkPreview } from './render';
export { LINK_PREVIEW_SIZE, linkPreviewAlt, linkPreviewKey, linkPreviewPalette, linkPreviewSpec, type LinkPreviewPalette, type LinkPreviewSpec } from './spec';

import type { RenderContext } from '../types';

export const testContext: RenderContext = {
  baseUrl: 'https://jane.example.com',
  assetBase: '/_assets',
  contactAction: '/contact',
  showBranding: true,
  brandingUrl: 'https://folio.example.com/',
  noindex: false,
};

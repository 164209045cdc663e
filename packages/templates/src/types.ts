import type { FC } from 'react';
import type {
  AcademicData,
  BlogPost,
  BusinessData,
  CreativeData,
  EngineeringData,
  HomeSectionId,
  ModernData,
  TemplateCategory,
  TemplateTier,
  WebsiteWithSections,
} from '@folio/schema';
import type { ResolvedDesign } from './lib/design';
import type { TypePairing } from './lib/font-catalogue';
import type { FontSpec } from './lib/fonts';
import type { TemplatePalettes } from './lib/palette';
import type { TextProfile } from './lib/script';

export type SitePageKind = { kind: 'home' } | { kind: 'blog' } | { kind: 'post'; slug: string } | { kind: 'not-found' };

export interface RenderContext {
  /** Canonical origin of the site, e.g. 'http://jane.localhost:3000' (no trailing slash). */
  baseUrl: string;
  /** Where assetFiles are served on the site origin, e.g. '/_assets'. */
  assetBase: string;
  /** The contact form POSTs here; it works without JavaScript. Null: no form (a static copy of a site that is not published). */
  contactAction: string | null;
  /** Shown above the form after the POST redirect. */
  contactStatus?: 'sent' | 'error' | 'rate-limited';
  /** Sent with the contact form as `form_key`: a static copy's form is taken from wherever the copy is hosted. */
  contactKey?: string;
  /** The owner offers the CV as a PDF: the contact section links to it ("Download CV"). */
  cvUrl?: string;
  /** Free plan: a small 'Made with Folio' credit in the footer. */
  showBranding: boolean;
  /** Where the credit links to (the app's landing page); without it the credit is plain text. */
  brandingUrl?: string;
  /** Draft or private: robots noindex. */
  noindex: boolean;
  /** Analytics snippet built by the server; inserted into <head> verbatim. */
  headHtml?: string;
  /**
   * ISO time at which the page is rendered. Templates take no clock, so scheduled posts
   * appear only when the caller passes it and their published_at has passed.
   */
  now?: string;
  /**
   * Sanitiser for blog HTML. renderSitePage always passes sanitizeBlogHtml; a client-side
   * caller (the builder preview) passes its own. Without one, post bodies render as plain text.
   */
  sanitizeHtml?: (html: string) => string;
  /**
   * Uploaded pictures' sizes and smaller copies, by the picture's URL (the server's upload records).
   * A picture missing here renders as the original alone, with the template's default size.
   */
  images?: Readonly<Record<string, ResponsiveImage>>;
  /** The page's link preview image (og:image); the server makes it when the site is published. */
  linkPreview?: LinkPreviewImage;
}

/** An uploaded picture's intrinsic size and its smaller copies, for srcset, sizes and width/height. */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** Narrower copies, narrowest first; the original is the widest candidate. */
  variants: { url: string; width: number; type: 'image/webp' | 'image/avif' }[];
}

export interface LinkPreviewImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The parsed template data of the template's form category (builder.md section 3). */
export type TemplateDataView =
  | { category: 'modern'; data: ModernData }
  | { category: 'academic'; data: AcademicData }
  | { category: 'engineering'; data: EngineeringData }
  | { category: 'business'; data: BusinessData }
  | { category: 'creative'; data: CreativeData }
  | { category: 'default' };

export interface LinkView {
  href: string;
  label: string;
}

/** Everything a template renders, computed once: filtered links, visible posts, parsed data. */
export interface SiteView {
  site: WebsiteWithSections;
  name: string;
  initials: string;
  /** The profile picture URL when it is one we may put in src. */
  picture: string | null;
  email: string | null;
  /** The professional headline (contact.title, trimmed): the line under the name and in the page title. */
  headline: string;
  /** The phone number in international format, only when the owner shows it on the site. */
  phone: string | null;
  posts: BlogPost[];
  data: TemplateDataView;
  /** The owner's design choices with the template's defaults filled in. */
  design: ResolvedDesign;
  /**
   * The name as a path or handle ("andres-beltran" for Andrés Beltrán): the slug the subdomain
   * suggestion makes from it, or the subdomain itself when no letter of the name romanises (a Chinese
   * name). Templates that show a path use this, never a slug of their own.
   */
  slug: string;
  /** The page's language and direction from its text's dominant script, and the font subsets its text needs. */
  text: TextProfile;
  /** ctx.images: uploaded pictures' sizes and smaller copies. */
  images: Readonly<Record<string, ResponsiveImage>>;
}

export interface TemplateProps {
  view: SiteView;
  ctx: RenderContext;
}

export interface ShellProps extends TemplateProps {
  page: SitePageKind;
  children: React.ReactNode;
}

export interface TemplateDefinition {
  /** Stable: stored on websites as template_id. */
  id: number;
  slug: string;
  name: string;
  description: string;
  category: TemplateCategory;
  tier: TemplateTier;
  /**
   * The template's own pairing (the default when the owner picks none), styled through
   * var(--font-head) and var(--font-body); `extra` faces (mono labels) load whatever the pairing.
   */
  fonts: TypePairing & { extra?: FontSpec[] };
  /** Its colours in a light and a dark theme; the stylesheet uses only their tokens (README, "Writing a template"). */
  palettes: TemplatePalettes;
  /** The theme of a website whose owner chose none. */
  defaultTheme: 'light' | 'dark';
  /** Every section its home page has, in the template's order: the owner reorders and hides these. */
  sections: HomeSectionId[];
  /** An accent the template data holds (modern's theme colours), used when the owner chose none. */
  accentFromData?: (data: TemplateDataView) => string | null;
  /** The template's own stylesheet (the tokens and the shared base are added in front of it). */
  css: string;
  /** The home page's body content. */
  Home: FC<TemplateProps>;
  /** The frame around blog, post and not-found pages: masthead and footer in the template's style. */
  Shell: FC<ShellProps>;
  /** Demo website; picture URLs point under assetBase (default '/_assets'). */
  demo: (assetBase: string) => WebsiteWithSections;
}

/** The shell's data, as the browser receives it in page props (see site-data.ts). */

/** A menu node as the shell needs it: no HTML, no SEO, small enough for every page's props. */
export interface MenuItem {
  id: number;
  name: string;
  path: string;
  component: string;
  /** The mega menu's picture and introduction: set on the children of top items only. */
  picture: string;
  introduce: string;
  children: MenuItem[];
}

export interface SocialLink {
  name: string;
  link: string;
  picture: string;
}

export interface ConfigBlock {
  id: number;
  title: string;
  subtitle: string;
  /** Sanitized HTML. */
  html: string;
  picture: string;
  path: string;
}

export interface SiteData {
  menu: MenuItem[];
  siteTitle: string;
  logo: string;
  loginPicture: string;
  /** Sanitized HTML blocks of the footer. */
  contactHtml: string;
  storeHtml: string;
  social: SocialLink[];
  popup: ConfigBlock | null;
  topBox: ConfigBlock | null;
  rightBox: ConfigBlock | null;
}

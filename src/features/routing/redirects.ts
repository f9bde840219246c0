/** Legacy and short paths that redirect to their page (docs/architecture.md, "Routes"). */
export interface RedirectRule {
  source: string;
  destination: string;
  permanent: boolean;
}

export const redirects: RedirectRule[] = [
  { source: '/home', destination: '/', permanent: true },
  { source: '/tech', destination: '/support/tech-support', permanent: true },
  { source: '/Downloads', destination: '/support/downloads', permanent: true },
  { source: '/training', destination: '/support/training-center', permanent: true },
  { source: '/vehicle', destination: '/support/vehicle-coverage', permanent: true },
  { source: '/ServiceCenter', destination: '/service-center', permanent: true },
  { source: '/ServiceAgreement', destination: '/about-us/service-agreement', permanent: true },
  { source: '/articles', destination: '/blogs', permanent: true },
  { source: '/articles/:path*', destination: '/blogs/:path*', permanent: true },
];

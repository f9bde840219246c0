import {
  AboutBackground,
  AboutDescriptions,
  AboutFeatures,
  AboutStats,
} from './components/about-blocks';
import { AboutHero } from './components/about-hero';
import type { AboutPageProps } from '../types';

/** About us: sections built from configs 13 to 27. */
export default function AboutView({
  name,
  hero,
  descriptions,
  stats,
  features,
  background,
}: AboutPageProps) {
  return (
    <>
      <AboutHero hero={hero} name={name} />
      <AboutDescriptions blocks={descriptions} />
      <AboutStats stats={stats} />
      <AboutFeatures features={features} />
      <AboutBackground {...background} />
    </>
  );
}

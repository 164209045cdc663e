import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function noirDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'noir',
    name: 'Isabelle Laurent',
    intro: 'Creative director for houses of fragrance, fashion and fine jewellery.',
    description:
      'For eighteen years I have shaped how luxury houses look, sound and feel: from the flacon to the flagship. I lead small, senior teams and work with a few clients at a time, by choice.',
    picture: img('isabelle-laurent'),
    contact: { email: 'studio@isabellelaurent.example', title: 'Creative Director', location: 'Paris', description: 'The studio accepts two new houses each year. Introductions are welcome.' },
    experiences: [
      { position: 'Founder & Creative Director', name: 'Maison Laurent Studio', place: 'Paris', date: '2016 - Present', description: 'Brand worlds for fragrance and jewellery houses; a team of nine.', skills: ['Brand identity', 'Art direction'] },
      { position: 'Image Director, Fragrance', name: 'Maison Delacroix', place: 'Paris', date: '2010 - 2016', description: 'Led campaign imagery and packaging for four launches, including the house’s best-selling fragrance.', skills: ['Campaigns', 'Packaging'] },
      { position: 'Art Director', name: 'Publicis Luxe', place: 'Paris', date: '2006 - 2010', description: 'Print and film for fashion clients.', skills: [] },
    ],
    educations: [{ degree: 'Diplôme, Communication Visuelle', name: 'École nationale supérieure des Arts Décoratifs', place: 'Paris', date: '2001 - 2006', gpa: '', description: '', skills: [] }],
    skills: { Direction: ['Brand worlds', 'Campaign imagery', 'Retail concepts'], Craft: ['Packaging', 'Typography', 'Film'] },
    projects: [
      { title: 'Nuit de Soie', category: 'design', date: '2024', description: 'A fragrance launch: flacon, film and a flagship window on Rue Saint-Honoré.', technologies: ['Packaging', 'Film'], pictures: [{ img: img('noir-1'), title: 'Nuit de Soie campaign still' }], code_url: '', implementation: 'https://example.com/nuit-de-soie' },
      { title: 'Atelier Ondine', category: 'design', date: '2022', description: 'Identity and boutique concept for a jewellery house reopening after forty years.', technologies: ['Identity', 'Retail'], pictures: [{ img: img('noir-2'), title: 'Atelier Ondine boutique mood' }], code_url: '', implementation: 'https://example.com/ondine' },
      { title: 'Les Heures', category: 'design', date: '2020', description: 'A limited edition of twelve fragrances, one for each hour of a Paris night.', technologies: ['Limited edition'], pictures: [{ img: img('noir-3'), title: 'Les Heures collection' }], code_url: 'https://github.com/example/les-heures-microsite', implementation: '' },
    ],
    trainings: [{ title: 'Grand Prix Stratégies du Luxe', institute: 'Stratégies', description: 'Awarded for Nuit de Soie.', date: '2024', skills: [] }],
    posts: [{ title: 'On restraint', slug: 'on-restraint', content: '<p>Luxury is the confidence to leave things out.</p>', excerpt: 'Luxury is the confidence to leave things out.', published_at: '2024-10-01T08:00:00.000Z' }],
  });
}

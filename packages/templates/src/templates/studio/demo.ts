import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function studioDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'studio',
    name: 'Inês Duarte',
    intro: 'Identities and products that look like they belong to the same company, because they do.',
    description:
      'I run a two-person studio in Lisbon for brand and product design. We take a company from its name and mark to the app its customers open every day, and we stay for the design system that keeps the two together.\n\nBefore the studio I spent four years designing Farfetch’s shopping apps and three making identities at Koto in London.',
    picture: img('ines-duarte'),
    contact: {
      email: 'ines@duarte.studio',
      title: 'Product & Brand Designer',
      location: 'Lisbon, Portugal',
      description: 'Tell me what you are making and when it needs to be in people’s hands. New projects from September.',
      available_for_freelance: true,
    },
    experiences: [
      { position: 'Founder and Design Director', name: 'Duarte Studio', place: 'Lisbon', date: '2020 - Present', description: 'Brand and product work for startups and cultural clients: 40 identities, 12 shipped products.', skills: ['Identity', 'Product design'] },
      { position: 'Senior Product Designer', name: 'Farfetch', place: 'Porto', date: '2016 - 2020', description: 'Checkout and wishlist for the iOS and Android apps; co-led the first version of the Farfetch design system.', skills: ['iOS', 'Design systems'] },
      { position: 'Brand Designer', name: 'Koto', place: 'London', date: '2013 - 2016', description: 'Identity systems for technology and hospitality clients.', skills: ['Identity', 'Typography'] },
    ],
    educations: [
      { degree: 'MA Visual Communication', name: 'Royal College of Art', place: 'London', date: '2011 - 2013', gpa: '', description: '', skills: [] },
      { degree: 'BA Communication Design', name: 'Universidade de Lisboa', place: 'Lisbon', date: '2007 - 2011', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Brand: ['Identity systems:expert', 'Typography:expert', 'Art direction:advanced'],
      Product: ['Interaction design:expert', 'Design systems:expert', 'Prototyping:advanced'],
    },
    projects: [
      {
        title: 'Maré: a sea-freight startup, from name to app',
        category: 'design',
        date: '2024',
        description: 'Name, identity and the shipment-tracking app for a Lisbon freight startup. The wave in the mark is the progress bar in the app, so the brand moves when your container does.',
        technologies: ['Identity', 'iOS app', 'Motion'],
        pictures: [
          { img: img('studio-1'), title: 'Maré identity: wordmark, wave and colour' },
          { img: img('studio-2'), title: 'Shipment tracking screens' },
          { img: img('studio-3'), title: 'Posters for the launch' },
        ],
        code_url: '',
        implementation: 'https://example.com/mare',
      },
      {
        title: 'Lume Energy rebrand',
        category: 'design',
        date: '2023',
        description: 'A solar cooperative that looked like a utility. A warmer palette, a variable typeface that brightens with the sun, and signage for 30 rooftops.',
        technologies: ['Identity', 'Type', 'Signage'],
        pictures: [{ img: img('studio-4'), title: 'Lume identity across signage and app' }],
        code_url: '',
        implementation: '',
      },
      {
        title: 'Pátio design system',
        category: 'web',
        date: '2022',
        description: 'Tokens, 48 components and documentation for a restaurant booking platform, shared by the marketing site and the product.',
        technologies: ['Figma', 'Tokens', 'Storybook'],
        pictures: [{ img: img('studio-5'), title: 'Pátio components documentation' }],
        code_url: 'https://github.com/example/patio-tokens',
        implementation: '',
      },
    ],
    trainings: [{ title: 'Type Design Intensive', institute: 'Type@Cooper', description: '', date: '2019', skills: ['Type design'] }],
    posts: [
      {
        title: 'The logo is the loading bar',
        slug: 'the-logo-is-the-loading-bar',
        content: '<p>How Maré’s wave went from the business card to the progress indicator, and what that did to the engineering estimate.</p>',
        excerpt: 'How Maré’s wave went from the business card to the progress indicator.',
        published_at: '2024-10-21T08:00:00.000Z',
      },
    ],
    templateData: {
      artistic_philosophy: 'A brand is a promise and a product is where it is kept. I design both at the same table, so neither has to pretend.',
      specializations: ['Brand identity', 'Product design', 'Design systems', 'Motion'],
      exhibitions: [
        { name: 'New Identities', venue: 'MUDE, Lisbon Design Week', year: '2023', type: 'Group' },
        { name: 'Signs of the Sea', venue: 'Galeria Zé dos Bois', year: '2021', type: 'Solo' },
      ],
      awards: [
        { award: 'D&AD Wood Pencil', organization: 'D&AD', year: '2024', category: 'Branding' },
        { award: 'European Design Award, Gold', organization: 'ED Awards', year: '2022', category: 'Digital' },
      ],
      tools: { design_software: ['Figma', 'Glyphs', 'Illustrator'], animation_tools: ['After Effects', 'Rive'], traditional_media: ['Risograph', 'Letterpress'] },
      creative_metrics: { projects_completed: 86, client_satisfaction: '4.9 / 5', experience_years: 12 },
      influences: ['Wim Crouwel', 'Dieter Rams', 'Lisbon azulejos'],
    },
  });
}

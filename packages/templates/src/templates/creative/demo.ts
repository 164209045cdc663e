import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function creativeDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'creative',
    name: 'Zoe Marchetti',
    intro: 'Illustrator and art director. I make bright, bold pictures for books, brands and walls.',
    description:
      'I grew up drawing on the margins of my father’s newspapers in Bologna. Today I illustrate picture books, paint murals and art-direct campaigns for brands that are not afraid of colour. My work has been shown in Milan, London and Tokyo.',
    picture: img('zoe-marchetti'),
    contact: { email: 'ciao@zoemarchetti.example', title: 'Illustrator & Art Director', location: 'Milan, Italy', description: 'Commissions open for autumn. Books, editorial, murals and brand worlds.', available_for_freelance: true },
    experiences: [
      { position: 'Freelance Illustrator & Art Director', name: 'Studio Zoe', place: 'Milan', date: '2018 - Present', description: 'Clients include Penguin Random House, Campari and the Triennale Milano.', skills: ['Illustration', 'Art direction'] },
      { position: 'Senior Designer', name: 'Pentagram', place: 'London', date: '2014 - 2018', description: 'Identity and illustration for cultural clients.', skills: ['Identity'] },
    ],
    educations: [{ degree: 'BA Illustration', name: 'Central Saint Martins', place: 'London', date: '2010 - 2013', gpa: '', description: '', skills: [] }],
    skills: { Making: ['Picture books', 'Murals', 'Brand worlds', 'Editorial'], Directing: ['Campaigns', 'Photo shoots', 'Motion'] },
    projects: [
      { title: 'Il Grande Salto', category: 'design', date: '2024', description: 'A picture book about a frog who is afraid of water. Translated into 11 languages.', technologies: ['Gouache', 'Procreate'], pictures: [{ img: img('creative-1'), title: 'Spread from Il Grande Salto' }, { img: img('creative-4'), title: 'Cover of Il Grande Salto' }], code_url: '', implementation: 'https://example.com/grande-salto' },
      { title: 'Campari Spritz Summer', category: 'design', date: '2023', description: 'Art direction and 30 illustrations for a summer campaign across Europe.', technologies: ['Art direction'], pictures: [{ img: img('creative-2'), title: 'Campaign poster' }], code_url: '', implementation: 'https://example.com/spritz' },
      { title: 'Via Padova mural', category: 'design', date: '2022', description: 'A 40-metre mural painted with the neighbourhood’s school children.', technologies: ['Acrylic', 'Community'], pictures: [{ img: img('creative-3'), title: 'The Via Padova mural' }, { img: img('creative-5'), title: 'Mural detail' }, { img: img('creative-6'), title: 'Painting day' }], code_url: '', implementation: '' },
      { title: 'Shapes app', category: 'mobile', date: '2021', description: 'A drawing app for children, designed with a Milan game studio.', technologies: ['Product design'], pictures: [{ img: img('creative-6'), title: 'Shapes app screens' }], code_url: 'https://github.com/example/shapes', implementation: 'https://example.com/shapes' },
    ],
    trainings: [{ title: 'Risograph printing', institute: 'Print Club London', description: '', date: '2019', skills: ['Riso'] }],
    posts: [{ title: 'Painting a wall with 200 children', slug: 'painting-with-children', content: '<p>Rules, rollers and a lot of blue paint.</p>', excerpt: 'Rules, rollers and a lot of blue paint.', published_at: '2024-06-01T08:00:00.000Z' }],
    templateData: {
      artistic_philosophy: 'Colour is a language everyone already speaks. I use it loud, so a picture can be read from across the street and still reward a second look.',
      specializations: ['Picture books', 'Murals', 'Art direction', 'Editorial'],
      exhibitions: [
        { name: 'Loud Colours', venue: 'Triennale Milano', year: '2024', type: 'Solo' },
        { name: 'New Illustrators', venue: 'House of Illustration, London', year: '2022', type: 'Group' },
      ],
      awards: [
        { award: 'Bologna Ragazzi Award', organization: 'Bologna Children’s Book Fair', year: '2024', category: 'Fiction' },
        { award: 'ADI Design Index', organization: 'ADI', year: '2023', category: 'Communication' },
      ],
      tools: { design_software: ['Procreate', 'Photoshop', 'Figma'], animation_tools: ['After Effects'], traditional_media: ['Gouache', 'Risograph', 'Acrylic'] },
      creative_metrics: { projects_completed: 140, client_satisfaction: '98%', experience_years: 11 },
      influences: ['Bruno Munari', 'Mary Blair', 'Henri Matisse'],
    },
  });
}

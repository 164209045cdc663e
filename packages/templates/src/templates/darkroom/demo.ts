import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function darkroomDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'darkroom',
    name: 'Mara Lindholm',
    intro: 'Landscape and documentary photographer working at the edge of the Arctic, mostly in winter, mostly on film.',
    description:
      'I grew up in Tromsø and came back after ten years of news photography in Stockholm. My work follows the people and places of northern Norway through the polar night and the months of midnight sun.\nI print my own silver gelatin editions and take a small number of editorial and architectural commissions each year.',
    picture: img('mara-lindholm'),
    contact: { email: 'studio@maralindholm.example', title: 'Photographer', location: 'Tromsø, Norway', description: 'For editorial and architecture commissions, print sales and exhibition enquiries.', available_for_freelance: true },
    projects: [
      { title: 'Polar Night', category: 'Series', date: '2023 - 2024', description: 'Fifty-six days without a sunrise, photographed between eleven and two, when the sky turns blue.', technologies: ['Medium format', 'Silver gelatin'], pictures: [{ img: img('darkroom-1'), title: 'Blue noon over Kvaløya, the mountains under snow' }, { img: img('darkroom-2'), title: 'Northern lights over a frozen lake' }, { img: img('darkroom-3'), title: 'A spruce forest in fog' }], code_url: '', implementation: 'https://example.com/polar-night' },
      { title: 'Salt Roads', category: 'Documentary', date: '2022', description: 'The last cod drying racks of Lofoten and the families who still run them.', technologies: ['35 mm', 'Tri-X'], pictures: [{ img: img('darkroom-4'), title: 'The sea at Reine before a storm' }, { img: img('darkroom-5'), title: 'Drying racks against the mountains' }, { img: img('darkroom-6'), title: 'Harbour lights at dusk' }], code_url: '', implementation: '' },
      { title: 'Midnight Sun', category: 'Commission', date: '2021', description: 'For the Norwegian Tourist Board: the coast from Bodø to Honningsvåg in one summer, with an open-source map of every picture.', technologies: ['Digital', 'Large prints'], pictures: [{ img: img('darkroom-7'), title: 'The sun at midnight above the horizon at Nordkapp' }], code_url: 'https://github.com/example/midnight-sun-map', implementation: 'https://example.com/midnight-sun' },
    ],
    experiences: [
      { position: 'Independent photographer', name: 'Lindholm Studio', place: 'Tromsø', date: '2018 - Present', description: 'Personal series, editions and commissions for architects and magazines.', skills: [] },
      { position: 'Staff photographer', name: 'Dagens Nyheter', place: 'Stockholm', date: '2009 - 2018', description: 'News and features; two Swedish Picture of the Year awards.', skills: ['Photojournalism'] },
    ],
    educations: [{ degree: 'BA Photography', name: 'Konstfack University of Arts, Crafts and Design', place: 'Stockholm', date: '2005 - 2008', gpa: '', description: '', skills: [] }],
    skills: { Practice: ['Landscape', 'Documentary', 'Architecture', 'Darkroom printing'], Languages: ['Norwegian', 'Swedish', 'English'] },
    trainings: [{ title: 'Platinum-palladium printing masterclass', institute: 'Fotografiska', description: '', date: '2022', skills: [] }],
    posts: [{ title: 'Why I still print in the dark', slug: 'why-i-still-print-in-the-dark', content: '<p>A print is a decision you can hold in your hand.</p>', excerpt: 'A print is a decision you can hold in your hand.', published_at: '2024-11-20T08:00:00.000Z' }],
    templateData: {
      artistic_philosophy: 'I wait for the light the north gives once a day, and I keep the pictures quiet enough to let it show.',
      specializations: ['Landscape', 'Documentary', 'Fine-art prints'],
      exhibitions: [
        { name: 'Polar Night', venue: 'Nordnorsk Kunstmuseum, Tromsø', year: '2024', type: 'Solo' },
        { name: 'New Nordic Photography', venue: 'Hasselblad Center, Gothenburg', year: '2022', type: 'Group' },
        { name: 'Salt Roads', venue: 'Preus Museum, Horten', year: '2023', type: 'Solo' },
      ],
      awards: [
        { award: 'Sony World Photography Awards, finalist', organization: 'World Photography Organisation', year: '2024', category: 'Landscape' },
        { award: 'Picture of the Year', organization: 'Swedish Press Photographers', year: '2016', category: 'Feature' },
      ],
      tools: { design_software: ['Lightroom', 'Capture One'], animation_tools: [], traditional_media: ['Medium-format film', 'Silver gelatin prints', 'Platinum-palladium'] },
      creative_metrics: { projects_completed: 12, client_satisfaction: '', experience_years: 16 },
      influences: ['Sally Mann', 'Hiroshi Sugimoto', 'Ragnar Axelsson'],
    },
  });
}

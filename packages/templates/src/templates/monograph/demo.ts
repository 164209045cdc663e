import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

type Publication = [title: string, venue: string, byline: string, note: string, doi: string, code: string, keywords: string[]];

/** Thirteen works over ten years, one in press: a mid-career palaeoclimatologist's list. */
const publications: Publication[] = [
  ['Ocean heat uptake during the last deglaciation, read from clumped isotopes', 'Nature Geoscience, in press', 'Whitfield C., Adebayo T. and Lindqvist E.', 'Bottom-water temperatures from six Atlantic cores, 19 to 11 thousand years ago.', '10.1038/s41561-025-0142', '', ['Deglaciation', 'Clumped isotopes']],
  ['A 40,000-year record of Labrador Sea convection', 'Science Advances, 2025', 'Whitfield C., Marchetti L., Osei K. and Brandt J.', 'Neodymium isotopes in foraminifera show convection stopping twice before the Younger Dryas.', '10.1126/sciadv.adk2291', 'https://github.com/example/labrador-nd', ['Ocean circulation']],
  ['Abrupt warming events in a transient simulation of the last glacial cycle', 'Climate of the Past, 2024', 'Brandt J., Whitfield C. and Hoang M.', '', '10.5194/cp-20-1123-2024', 'https://github.com/example/transient-dansgaard', ['Modelling']],
  ['Foraminiferal Mg/Ca and the salinity problem', 'Paleoceanography and Paleoclimatology, 2023', 'Whitfield C. and Okafor N.', 'A correction for salinity that removes most of the warm bias in subtropical records.', '10.1029/2023PA004611', '', ['Proxy calibration']],
  ['Sea-surface temperature of the North Atlantic over the Holocene', 'Quaternary Science Reviews, 2023', 'Lindqvist E., Whitfield C., Adebayo T. et al.', '', '10.1016/j.quascirev.2023.108190', '', []],
  ['Reading the deep ocean: a field guide to sediment cores', 'Cambridge University Press, 2022', 'Whitfield C.', 'A textbook for graduate courses in palaeoceanography, with exercises on real core data.', '', '', ['Book']],
  ['Bipolar seesaw timing from synchronised ice and marine records', 'Geophysical Research Letters, 2021', 'Whitfield C., Sørensen A. and Marchetti L.', '', '10.1029/2021GL093318', '', ['Chronology']],
  ['Iceberg discharge and the collapse of Atlantic overturning', 'Nature Communications, 2020', 'Osei K., Whitfield C. and Brandt J.', 'Ice-rafted debris and benthic carbon isotopes from the Ruddiman belt.', '10.1038/s41467-020-17532', '', ['Heinrich events']],
  ['Age models for marine cores without radiocarbon', 'Paleoceanography and Paleoclimatology, 2019', 'Whitfield C. and Hoang M.', '', '10.1029/2019PA003702', 'https://github.com/example/tuned-age', ['Chronology', 'Software']],
  ['Temperature and ice volume across Termination II', 'Earth and Planetary Science Letters, 2018', 'Whitfield C.', 'The doctoral thesis, condensed: the penultimate deglaciation from paired Mg/Ca and oxygen isotopes.', '10.1016/j.epsl.2018.04.017', '', []],
  ['Planktonic foraminifera as recorders of upper-ocean structure', 'Marine Micropaleontology, 2017', 'Adebayo T., Whitfield C. and Lindqvist E.', '', '10.1016/j.marmicro.2017.06.004', '', []],
  ['Cleaning protocols for trace elements in foraminifera compared', 'Geochemistry, Geophysics, Geosystems, 2016', 'Whitfield C., Okafor N. and Sørensen A.', '', '10.1002/2016GC006412', '', ['Methods']],
  ['Notes on a Norwegian Sea core: the last interglacial at site 1049', 'Journal of Quaternary Science, 2015', 'Sørensen A. and Whitfield C.', '', '10.1002/jqs.2791', '', []],
];

/** The figures two of the papers show, by their place in the list. */
const figures: Record<number, { img: string; title: string }> = {
  1: { img: 'monograph-1', title: 'Neodymium isotope ratios against age, core MD99-2227' },
  7: { img: 'monograph-2', title: 'Ice-rafted debris counts through Heinrich events 1 to 4' },
};

export function monographDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'monograph',
    name: 'Dr. Clara Whitfield',
    intro: 'I reconstruct how the deep ocean stored and released heat as the last ice age ended, from the shells of foraminifera in sediment cores.',
    description:
      'I am an Associate Professor of Palaeoclimatology in the School of Geographical Sciences, where I lead the Deep Time Oceans group: two postdoctoral researchers, four doctoral students and a clumped-isotope laboratory.\n\nMy work joins geochemical records from marine sediment cores with climate model simulations, to test whether the models reproduce the abrupt changes the cores record. I sailed on four expeditions of the International Ocean Discovery Program and serve on its science evaluation panel.',
    picture: img('clara-whitfield'),
    contact: {
      email: 'c.whitfield@example.ac.uk',
      title: 'Associate Professor of Palaeoclimatology',
      location: 'Bristol, United Kingdom',
      description: 'Prospective doctoral students: funded places are advertised each October; write with a paragraph on the question you would want to answer.',
    },
    experiences: [
      { position: 'Associate Professor of Palaeoclimatology', name: 'University of Bristol', place: 'Bristol', date: '2021 - Present', description: 'Lead the Deep Time Oceans group and the clumped-isotope laboratory. Director of postgraduate research, School of Geographical Sciences.', skills: [] },
      { position: 'Lecturer in Physical Geography', name: 'University of Bristol', place: 'Bristol', date: '2018 - 2021', description: '', skills: [] },
      { position: 'Marie Skłodowska-Curie Research Fellow', name: 'University of Bergen', place: 'Bergen, Norway', date: '2016 - 2018', description: 'Bjerknes Centre for Climate Research; Norwegian Sea records of the last interglacial.', skills: [] },
    ],
    educations: [
      { degree: 'PhD Earth Sciences', name: 'University of Cambridge', place: 'Cambridge', date: '2012 - 2016', gpa: '', description: 'Thesis: Temperature and ice volume across the penultimate deglaciation.', skills: [] },
      { degree: 'MSci Natural Sciences (Geological Sciences)', name: 'University of Cambridge', place: 'Cambridge', date: '2008 - 2012', gpa: 'First class', description: '', skills: [] },
    ],
    skills: { Methods: ['Clumped isotope thermometry', 'Trace-element geochemistry', 'Bayesian age modelling', 'Transient climate simulation'], Tools: ['Python', 'R', 'CESM', 'MATLAB'] },
    projects: publications.map(([title, date, byline, note, doi, code, keywords], index) => ({
      title,
      category: 'research',
      date,
      description: note ? `${byline}\n${note}` : byline,
      technologies: keywords,
      code_url: code,
      implementation: doi ? `https://doi.org/${doi}` : '',
      pictures: figures[index] ? [{ img: img(figures[index].img), title: figures[index].title }] : [],
    })),
    trainings: [
      { title: 'Palaeoclimate Dynamics (third-year unit, convenor)', institute: 'University of Bristol', description: 'Lectures and a core-description practical; 120 students a year.', date: '2019 - Present', skills: [] },
      { title: 'Quantitative Methods in Earth Science (MSc)', institute: 'University of Bristol', description: 'Time-series analysis and age modelling in Python.', date: '2021 - Present', skills: [] },
      { title: 'Summer School in Palaeoceanography', institute: 'Urbino', description: 'Invited lecturer on proxy calibration.', date: '2022', skills: [] },
    ],
    posts: [
      {
        title: 'What a sediment core cannot tell you',
        slug: 'what-a-core-cannot-tell-you',
        content: '<p>Every core is a compromise between time and resolution; here is how we decide which one to give up.</p><h2>Bioturbation</h2><p>Worms mix the top few centimetres, and with them a thousand years.</p>',
        excerpt: 'Every core is a compromise between time and resolution; here is how we decide which one to give up.',
        published_at: '2024-11-03T09:00:00.000Z',
      },
    ],
    templateData: {
      philosophy: 'Records and models disagree most where the climate changed fastest; that is where I look.',
      research_areas: ['Palaeoceanography', 'Abrupt climate change', 'Clumped isotopes', 'Ocean heat uptake', 'Proxy–model comparison'],
      achievements: ['UKRI Future Leaders Fellowship, £1.4M (2023 – 2027)', 'Philip Leverhulme Prize in Earth Sciences (2022)', 'European Geosciences Union Outstanding Early Career Scientist Award (2020)', 'Marie Curie Individual Fellowship (2016)'],
      publications_count: 13,
      scholar_profile: 'https://scholar.example.com/citations?user=whitfield',
      academic_metrics: { publications_count: 13, awards_count: 4, research_years: 10, conferences_count: 28 },
    },
  });
}

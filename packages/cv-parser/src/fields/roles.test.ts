import { describe, expect, it } from 'vitest';
import { linesFromPlainText } from '../layout/text-lines';
import { readExperiences } from './roles';

const read = (text: string) =>
  readExperiences(linesFromPlainText(text)).entries.map((e) => [e.position, e.company, e.location, e.start_date, e.end_date, e.description]);

describe('experience entries in any order', () => {
  it('reads title and employer in either order, on one line or two, whatever separates them', () => {
    expect(
      read(`Northwind Traders GmbH — Senior Data Engineer — Berlin — 2021 – Present
• Built the lakehouse
Data Engineer | Contoso SAS | Paris | 2018 - 2021
• Wrote pipelines
Fabrikam S.A., Analyst (2016–2018)
• Reports
Tailspin Toys AG
Junior Analyst
Zurich, Switzerland
Jan 2015 – Dec 2015
• Dashboards
2013 – 2014  Intern @ Woodgrove Bank
• Testing`),
    ).toEqual([
      ['Senior Data Engineer', 'Northwind Traders GmbH', 'Berlin', '2021', 'present', '• Built the lakehouse'],
      ['Data Engineer', 'Contoso SAS', 'Paris', '2018', '2021', '• Wrote pipelines'],
      ['Analyst', 'Fabrikam S.A.', '', '2016', '2018', '• Reports'],
      ['Junior Analyst', 'Tailspin Toys AG', 'Zurich, Switzerland', '2015-01', '2015-12', '• Dashboards'],
      ['Intern', 'Woodgrove Bank', '', '2013', '2014', '• Testing'],
    ]);
  });

  it('knows employers by their legal form or capitals, and an employer line above a dated title', () => {
    expect(
      read(`Senior Engineer - Acme Inc. - 2019-2021
• Built it
BLUE HARBOR LOGISTICS
Operations Manager, Rotterdam
03/2016 - 12/2018
• Ran the depot
Product Designer @ Lumen Pty Ltd (Remote) · Jan 2014 – Feb 2016
• Designed the app
Kestrel Systems Limited, London
Lead Developer\t2012 – 2014
• Shipped v2
Werkstudent bei Zalando SE, Berlin (2009 – 2010)
• Tests
Research Assistant - Max Planck Institute for Biogeochemistry, Jena, Germany
(10/2007 - 09/2008)
• Models`).map(([position, company, location]) => [position, company, location]),
    ).toEqual([
      ['Senior Engineer', 'Acme Inc.', ''],
      ['Operations Manager', 'BLUE HARBOR LOGISTICS', 'Rotterdam'],
      ['Product Designer', 'Lumen Pty Ltd', 'Remote'],
      ['Lead Developer', 'Kestrel Systems Limited', 'London'],
      ['Werkstudent', 'Zalando SE', 'Berlin'],
      ['Research Assistant', 'Max Planck Institute for Biogeochemistry', 'Jena, Germany'],
    ]);
  });

  it('splits roles that have no dates at all', () => {
    expect(
      read(`Senior Engineer, Acme Ltd
Built the billing platform used by 200 clients.
Led a team of four engineers.

Software Engineer at Globex Inc
Maintained the search service.

Intern, Initech LLC
Wrote internal tools.`).map(([position, company]) => [position, company]),
    ).toEqual([
      ['Senior Engineer', 'Acme Ltd'],
      ['Software Engineer', 'Globex Inc'],
      ['Intern', 'Initech LLC'],
    ]);
  });

  it('splits undated roles whose title and employer sit on two lines over their bullets', () => {
    expect(
      read(`Senior Engineer
Acme Ltd
• Built the ledger
• Led the team
Software Engineer
Globex Inc
• Maintained search
Intern
Initech LLC, Austin, TX
• Wrote tools`).map(([position, company, location, , , description]) => [position, company, location, description]),
    ).toEqual([
      ['Senior Engineer', 'Acme Ltd', '', '• Built the ledger\n• Led the team'],
      ['Software Engineer', 'Globex Inc', '', '• Maintained search'],
      ['Intern', 'Initech LLC', 'Austin, TX', '• Wrote tools'],
    ]);
  });

  it('joins a header wrapped in a narrow column with the date range it took along', () => {
    expect(
      read(`Senior Backend Engineer — Allegro Sp. z o.o.,\tMar 2020 –
Poznań\tPresent
• Built the payments ledger
Backend Engineer — Comarch SA, Kraków\tJul 2016 – Feb 2020
• Maintained billing`).map(([position, company, location, start, end]) => [position, company, location, start, end]),
    ).toEqual([
      ['Senior Backend Engineer', 'Allegro Sp. z o.o.', 'Poznań', '2020-03', 'present'],
      ['Backend Engineer', 'Comarch SA', 'Kraków', '2016-07', '2020-02'],
    ]);
  });

  it('takes the title line above a date set alone even when it is not bold like the first entry\'s', () => {
    // As a PDF gives them: the first title bold, the second not; the bullets indented past the headers.
    const lines = linesFromPlainText(`Postdoctoral Research Fellow, University of Edinburgh — Edinburgh, UK
Jan 2022 – Present
Lead a funded project on pollinator decline across 40 Scottish farms
Supervise two PhD students and teach the statistics course
Research Assistant, Max Planck Institute for Biogeochemistry — Jena, Germany
Oct 2017 - Sep 2018
Built species distribution models for European bumblebees`).map((line, index) => ({ ...line, bold: index === 0, x: [2, 3, 6].includes(index) ? 0.12 : 0.07 }));
    expect(readExperiences(lines).entries.map((e) => [e.position, e.company, e.location, e.start_date])).toEqual([
      ['Postdoctoral Research Fellow', 'University of Edinburgh', 'Edinburgh, UK', '2022-01'],
      ['Research Assistant', 'Max Planck Institute for Biogeochemistry', 'Jena, Germany', '2017-10'],
    ]);
  });
});

describe('job titles of the Romance and German vocabularies', () => {
  it('reads "Arquitecto", "Pasante", "Especialista" and "Formateur" as titles, the employer under them', () => {
    expect(
      read(`Arquitecto de Software    feb. 2014 – actualidad
COPPEL S.A. de C.V.
  Definí los estándares de programación
Pasante de investigación    sept. 2021 – dic. 2021
ESALab Expert Systems And Applications · Salamanca, España
  Desarrollo de un sistema de riego
Especialista en Integraciones y Analítica    mayo 2024 – abril 2025
Hola Moda · Ciudad de Panamá, Panamá
  Integración de datos`).map((row) => row.slice(0, 3)),
    ).toEqual([
      ['Arquitecto de Software', 'COPPEL S.A. de C.V.', ''],
      ['Pasante de investigación', 'ESALab Expert Systems And Applications', 'Salamanca, España'],
      ['Especialista en Integraciones y Analítica', 'Hola Moda', 'Ciudad de Panamá, Panamá'],
    ]);
  });
});

describe('one-line entries in Chinese', () => {
  it('reads long company names as one header, and a line wrapped before its comma as part of the one above', () => {
    expect(
      read(`iOS 研发工程师, 涂鸦智能(杭州涂鸦信息技术有限公司), 2019年4月 – 2024年12月
  涂鸦智能是全球领先的云平台服务提供商
iOS 研发工程师
, 同花顺(浙江核新同花顺网络信息股份有限公司), 2016年3月 – 2018年3月
  国内炒股软件领跑者`).map((row) => row.slice(0, 5)),
    ).toEqual([
      ['iOS 研发工程师', '涂鸦智能(杭州涂鸦信息技术有限公司)', '', '2019-04', '2024-12'],
      ['iOS 研发工程师', '同花顺(浙江核新同花顺网络信息股份有限公司)', '', '2016-03', '2018-03'],
    ]);
  });
});

describe('employer lines that look like something else', () => {
  it('takes "Self-employed" alone on its line for the employer, and a brand in lower case before its place', () => {
    expect(
      read(`CEO\tmars 2015 – janv. 2016
Self-employed
• Developing open-source projects.
CTO consultant\tjuin 2017 – juin 2019
dgBirds (Groupe Air France KLM) · Paris, France
• Management d’une équipe de 5 personnes.`).map((row) => row.slice(0, 3)),
    ).toEqual([
      ['CEO', 'Self-employed', ''],
      ['CTO consultant', 'dgBirds (Groupe Air France KLM)', 'Paris, France'],
    ]);
  });

  it('joins a one-line entry that broke after the comma before its dates', () => {
    // Positions as a PDF gives them: the first line ran to the edge of its column.
    const lines = linesFromPlainText(`Infrastructure Engineer / DevOps Consultant, Accenture (via Catenate GmbH), München, Deutschland,
Sept. 2018 – Okt. 2019
• Erbringung von Infrastructure Engineering.`).map((line, index) => ({ ...line, x: 0.05, x1: [0.94, 0.3, 0.6][index]!, columnRight: 0.95 }));
    expect(readExperiences(lines).entries.map((e) => [e.position, e.company, e.location, e.start_date, e.end_date])).toEqual([
      ['Infrastructure Engineer / DevOps Consultant', 'Accenture (via Catenate GmbH)', 'München, Deutschland', '2018-09', '2019-10'],
    ]);
  });
});

describe('dates inside sentences', () => {
  it('starts no role at a date in a Japanese sentence, a full stop before it or after it', () => {
    expect(
      read(`研究開発エンジニア（化成開発室）\t2012年4月 〜 2016年9月
キヤノン株式会社
• プリンター用定着素材の研究開発。担当素材の改良により文字のかすれ・劣化を10%
低減。2016年9月、ソフトウェアエンジニアとして独立。`).map((row) => row.slice(0, 5)),
    ).toEqual([['研究開発エンジニア（化成開発室）', 'キヤノン株式会社', '', '2012-04', '2016-09']]);
  });
});

describe('places of a role as CVs print them', () => {
  it.each([
    ['Berlin (Hybrid)'],
    ['Munich, Germany (Remote)'],
    ['Remote (Europe)'],
    ['上海市'],
    ['서울특별시'],
    ['Paris - Télétravail'],
    ['Ho Chi Minh City, Vietnam'],
    ['Bengaluru, Karnataka, India'],
  ])('reads "%s" after the employer, whole', (place) => {
    const [meta] = read(`Software Engineer\tJan 2019 – Mar 2021\nNorthwind Traders · ${place}\n• Built the platform.`);
    const [oneLine] = read(`Software Engineer, Northwind Traders, ${place}, Jan 2019 – Mar 2021\n• Built the platform.`);
    expect(meta!.slice(0, 3)).toEqual(['Software Engineer', 'Northwind Traders', place]);
    expect(oneLine!.slice(0, 3)).toEqual(['Software Engineer', 'Northwind Traders', place]);
  });

  it('takes an unknown name before a country on the employer line for the employer, and a lone country for the place', () => {
    expect(read('Software Engineer\tJan 2019 – Mar 2021\nAcme, Singapore\n• Built the platform.')[0]!.slice(0, 3)).toEqual(['Software Engineer', 'Acme', 'Singapore']);
    expect(read('Software Engineer, Initech, Germany, Jan 2019 – Mar 2021\n• Built the platform.')[0]!.slice(0, 3)).toEqual(['Software Engineer', 'Initech', 'Germany']);
  });
});

describe('employers no word list knows', () => {
  it('reads a brand written as its domain, a name in a caseless script and a lower-case brand under the title', () => {
    expect(
      read(`SRE\tJan 2019 – Mar 2021
node.energy, Berlin
• Ran the clusters.
QA Automation\tJan 2017 – Dec 2018
メルカリ
• Wrote the suites.
Projektleiter\tJan 2015 – Dec 2016
Mon courtier énergie
• Led the team.`).map((row) => row.slice(0, 3)),
    ).toEqual([
      ['SRE', 'node.energy', 'Berlin'],
      ['QA Automation', 'メルカリ', ''],
      ['Projektleiter', 'Mon courtier énergie', ''],
    ]);
  });

  it('takes the term after the title on a one-line entry for the employer, and the title beside a term line', () => {
    expect(read('Growth Hacker, Self-employed, Berlin, Jan 2019 – Mar 2021\n• Grew it.')[0]!.slice(0, 3)).toEqual(['Growth Hacker', 'Self-employed', 'Berlin']);
    expect(read('Software Craftsman\tJan 2019 – Mar 2021\nFreelance · Berlin\n• Built it.')[0]!.slice(0, 3)).toEqual(['Software Craftsman', 'Freelance', 'Berlin']);
  });
});

describe('roles in Russian and Japanese', () => {
  it('reads "Программист C++" with its dates, Russian city marks and remote work in any script', () => {
    expect(
      read(`Программист C++\tмарт 2019 – июнь 2021
Яндекс · г. Минск, р. Беларусь
• Разработка.
Frontend-разработчик, VK, Удаленно, янв. 2016 – февр. 2019
• Разработка.
テックリード\t2014年3月 〜 2015年12月
サイボウズ株式会社 · リモート
• 設計。`).map((row) => row.slice(0, 5)),
    ).toEqual([
      ['Программист C++', 'Яндекс', 'г. Минск, р. Беларусь', '2019-03', '2021-06'],
      ['Frontend-разработчик', 'VK', 'Удаленно', '2016-01', '2019-02'],
      ['テックリード', 'サイボウズ株式会社', 'リモート', '2014-03', '2015-12'],
    ]);
  });
});

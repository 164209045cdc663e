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

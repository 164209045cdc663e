import { describe, expect, it } from 'vitest';
import { extractDocument, structureCv } from '../index';

const parse = async (text: string) => structureCv(await extractDocument({ text }));

describe('contact lines behind icons', () => {
  it('reads the place after a house icon and a no-break space, even a place no list knows', async () => {
    const cv = await parse('Jana Novak\nData Engineer\n✉\u00a0jana@example.com\n☎\u00a0+49 170 1234567\n⌂\u00a0Kleinmachnow\n\nEXPERIENCE\nData Engineer, Zalando SE, Berlin, 2019 – 2022\n');
    expect(cv.personal_info.email).toBe('jana@example.com');
    expect(cv.personal_info.phone).toBe('+49 170 1234567');
    expect(cv.personal_info.location).toBe('Kleinmachnow');
    expect(cv.unplaced.map((line) => line.text)).not.toContain('⌂ Kleinmachnow');
  });

  it('splits one line of icon-led items: e-mail, phone and a place after a pin', async () => {
    const cv = await parse('Jana Novak\n✉ jana@example.com ☎ +49 170 1234567 📍 Leipzig, Germany\n\nEXPERIENCE\nData Engineer, Zalando SE, Berlin, 2019 – 2022\n');
    expect(cv.personal_info.location).toBe('Leipzig, Germany');
    expect(cv.personal_info.phone).toBe('+49 170 1234567');
  });
});

describe('degree lines with their subject', () => {
  it('keeps "Master of Science, Computer Science" whole, the school on its own line', async () => {
    const cv = await parse('Jana Novak\n\nEDUCATION\nTU Dresden\nMaster of Science, Computer Science\n2015 – 2018\n');
    expect(cv.educations[0]).toMatchObject({ degree: 'Master of Science, Computer Science', institution: 'TU Dresden' });
  });

  it('keeps the subject when the school follows on the same line', async () => {
    const cv = await parse('Jana Novak\n\nAUSBILDUNG\nDiplom, Informatik, Universität Leipzig, 2010 – 2015\n');
    expect(cv.educations[0]).toMatchObject({ degree: 'Diplom, Informatik', institution: 'Universität Leipzig' });
  });

  it('does not take a city for a subject, nor add one to a degree that names its own', async () => {
    const cv = await parse('Jana Novak\n\nEDUCATION\nBSc in Physics, Imperial College London, London, 2015 – 2018\n');
    expect(cv.educations[0]).toMatchObject({ degree: 'BSc in Physics', institution: 'Imperial College London', location: 'London' });
  });
});

describe('grades in words', () => {
  it.each([
    ['GPA: 3.8/4.0', '3.8/4.0'],
    ['Note: 1,7', '1,7'],
    ['Mention Très Bien', 'Mention Très Bien'],
    ['Grade: First Class Honours', 'First Class Honours'],
    ['Média: 16 valores', '16 valores'],
  ])('reads "%s" as the grade and keeps it out of the description', async (line, grade) => {
    const cv = await parse(`Jana Novak\n\nEDUCATION\nLicence, Histoire\nSorbonne Université\n2010 – 2013\n${line}\n`);
    expect(cv.educations[0]).toMatchObject({ gpa: grade, description: '' });
  });

  it('does not read a sentence that mentions a grade as one', async () => {
    const cv = await parse('Jana Novak\n\nEDUCATION\nLicence, Histoire\nSorbonne Université\n2010 – 2013\nThesis on grade inflation in French schools\n');
    expect(cv.educations[0]!.gpa).toBe('');
  });
});

describe('grades printed bare beside the school', () => {
  it('reads a grade after a middle dot, in brackets, or as the last piece of a one-line entry', async () => {
    const cv = await parse(
      'Jana Novak\n\nEDUCATION\nBachelor of Science, Physics      2012 – 2016\nUniversity of Leeds · 3.7\n\nMaster of Science, Physics      2016 – 2018\nImperial College London (9.0/10.0)\n\n' +
        'Abitur, Goethe-Gymnasium Frankfurt, 2004 – 2012, 1,6\n',
    );
    expect(cv.educations.map((entry) => [entry.institution, entry.gpa])).toEqual([
      ['University of Leeds', '3.7'],
      ['Imperial College London', '9.0/10.0'],
      ['Goethe-Gymnasium Frankfurt', '1,6'],
    ]);
    expect(cv.educations[2]!.degree).toBe('Abitur');
  });

  it('takes no year for a grade, and the school line under an undated degree', async () => {
    const cv = await parse('Jana Novak\n\nEDUCATION\nBachelor of Engineering\nUniversity of Leeds · 2016\n');
    expect(cv.educations[0]).toMatchObject({ degree: 'Bachelor of Engineering', institution: 'University of Leeds', gpa: '' });
  });
});

describe('employer lines with their place', () => {
  it('reads "Employer · City, Country" under a dated title, in any script, and keeps a contract type in the title', async () => {
    const cv = await parse(
      'Jana Novak\n\nEXPERIENCE\n高级前端工程师      2023年5月 – 至今\nTrajectry · 上海, 中国\n\nJava Architect (Freelance)      Nov 2020 – Sep 2021\nPublicis Sapient · Remote\n',
    );
    expect(cv.experiences.map((entry) => [entry.position, entry.company, entry.location])).toEqual([
      ['高级前端工程师', 'Trajectry', '上海, 中国'],
      ['Java Architect (Freelance)', 'Publicis Sapient', 'Remote'],
    ]);
  });
});

describe('one-line entries', () => {
  it('joins a date range that wrapped onto the next line, and keeps "Graylog" and "Remote" apart', async () => {
    const cv = await parse(
      'Jana Novak\n\nBERUFSERFAHRUNG\nSenior Consultant (Freelance), European Union Agency, Straßburg, Frankreich, April\n2024 – März 2025\n• Beratung vor Ort bei einer Agentur der Europäischen Union.\n' +
        'Cloud Engineer (Freelance), Graylog, Remote, Oktober 2021 – Dezember 2022\n• Plattformarbeit im Cloud-Team.\n',
    );
    expect(cv.experiences.map((entry) => [entry.position, entry.company, entry.location, entry.start_date, entry.end_date])).toEqual([
      ['Senior Consultant (Freelance)', 'European Union Agency', 'Straßburg, Frankreich', '2024-04', '2025-03'],
      ['Cloud Engineer (Freelance)', 'Graylog', 'Remote', '2021-10', '2022-12'],
    ]);
  });

  it('reads a one-word issuer after a certificate, but not a level', async () => {
    const cv = await parse('Jana Novak\n\nCERTIFICATIONS\nCloud DevOps Engineer, Udacity, 2021-03\nAWS Certified Solutions Architect, Associate, 2020\n');
    expect(cv.trainings.map((training) => [training.title, training.institute])).toEqual([
      ['Cloud DevOps Engineer', 'Udacity'],
      ['AWS Certified Solutions Architect, Associate', ''],
    ]);
  });
});

describe('names in two scripts', () => {
  it.each([
    ['打田 裕馬 (Yuma Uchida)'],
    ['Abraham Yang 杨杨'],
    ['王小明 Xiaoming Wang'],
  ])('reads "%s" whole as the name', async (name) => {
    const cv = await parse(`${name}\n高级前端工程师\nname@example.com\n\nEXPERIENCE\nEngineer, Acme Inc, 2019 – 2022\n`);
    expect(cv.personal_info.name).toBe(name);
  });

  it('reads a radical form a PDF font gave for an ideograph as that ideograph ("擅⻓" is 擅长)', async () => {
    const cv = await parse('王小明\nname@example.com\n\n个人简介\n擅⻓基于canvas的2D交互系统开发。\n');
    expect(cv.personal_info.summary).toBe('擅长基于canvas的2D交互系统开发。');
  });
});

describe('Traditional Chinese sections', () => {
  it('reads languages with their levels in brackets and citations each closed by its year', async () => {
    const cv = await parse(
      '謝坤霖\nname@example.com\n\n語言能力\n中文 (母語) · 英文 (中等)\n\n發表論文\n基於 NetFlow 資料的作業系統識別方法研究 (On the Selection of Statistical Feature Set of NetFlow Data for\nOperating System Identification), Computer Networks, 2025\n' +
        '醫療物聯網環境中之網路異常偵測, APAMI, 2022\n基於 NetFlow 時間序列資料之網路異常行為偵測, IJCMEF, 2022\n',
    );
    expect(cv.languages.map((language) => [language.name, language.level])).toEqual([['中文', '母語'], ['英文', '中等']]);
    expect(cv.publications.map((publication) => publication.date)).toEqual(['2025', '2022', '2022']);
  });
});

describe('projects one to a paragraph', () => {
  it('starts a project at each "Name — what it is" line, a bare domain or a colon in the name included', async () => {
    const cv = await parse(
      'Jana Novak\n\nPROJECTS\nFilmido.com — An online platform that connects couples with wedding photographers at fair prices.\n' +
        'School project: a VPN service on Telegram — Designed the service and wrote its bot in Python.\nTootools — A mini program for designing clothes in 2D and 3D.\n',
    );
    expect(cv.projects.map((project) => project.name)).toEqual(['Filmido.com', 'School project: a VPN service on Telegram', 'Tootools']);
    expect(cv.projects[0]!.description).toBe('An online platform that connects couples with wedding photographers at fair prices.');
  });

  it('starts one at each "Name, stack, stack" line, a list that wrapped after a comma joined back', async () => {
    const cv = await parse('Jana Novak\n\nPROJECTS\nStruct vs class benchmark, C#, .NET, Performance,\nBenchmark\nGame automation, Python, Reverse Engineering, Networking\n');
    expect(cv.projects.map((project) => project.name)).toEqual(['Struct vs class benchmark', 'Game automation']);
  });
});

describe('metropolitan areas', () => {
  it('reads "Greater Seattle Area" as the place of a role', async () => {
    const cv = await parse('Jana Novak\n\nEXPERIENCE\nSoftware Engineer, Zillow, Greater Seattle Area, Jan 2019 – Mar 2021\n• Built the platform every team uses.\n');
    expect(cv.experiences[0]).toMatchObject({ position: 'Software Engineer', company: 'Zillow', location: 'Greater Seattle Area' });
  });
});


describe('employer and place after a comma under a dated title', () => {
  it('reads "工業技術研究院, 新竹，台灣" and "Trajectry (…), 上海, 中国" as employer and place', async () => {
    const cv = await parse('謝坤霖\n\n工作经历\n助理工程師  2023年4月 – 2024年7月\n工業技術研究院, 新竹，台灣\n• 主導 AI 驅動溫控研發專案。\n高级前端工程师  2023年5月 – 至今\nTrajectry (前身为安永Fabernovel中国), 上海, 中国\n• 架构并交付生产级的微信小程序。\n');
    expect(cv.experiences.map((entry) => [entry.company, entry.location])).toEqual([
      ['工業技術研究院', '新竹，台灣'],
      ['Trajectry (前身为安永Fabernovel中国)', '上海, 中国'],
    ]);
  });
});

describe('links on any domain', () => {
  it('reads a URL written with its scheme whatever its top-level domain, and leaves an e-mail domain alone', async () => {
    const cv = await parse('Yuma Uchida\n✉ yuma@routeplus.co.jp ↗ https://cto.uchida.link\n\nEXPERIENCE\nLead Engineer, Acme Inc, 2019 – 2024\n');
    expect(cv.personal_info.email).toBe('yuma@routeplus.co.jp');
    expect(cv.personal_info.links.website).toBe('https://cto.uchida.link');
    expect(cv.personal_info.links.other).toEqual([]);
  });
});

describe('employers as they name themselves', () => {
  it('reads a brand in lower case, a limited partnership, two titles over the employer, and a bullet set apart by a tab', async () => {
    const cv = await parse(
      'Adam Moon\n\nEXPERIENCE\nLead Senior Software Engineer\tNov 2015 – Present\ndefi SOLUTIONS Inc\n•\tBuilt the loan platform.\n' +
        'Senior Software Engineer II, Lead Web Developer\tApr 2009 – Nov 2015\nOne Technologies, L.P.\n•\tPublishing tools for the credit team, website and data services.\n',
    );
    expect(cv.experiences.map((entry) => [entry.position, entry.company, entry.location])).toEqual([
      ['Lead Senior Software Engineer', 'defi SOLUTIONS Inc', ''],
      ['Senior Software Engineer II, Lead Web Developer', 'One Technologies, L.P.', ''],
    ]);
    expect(cv.experiences[1]!.description).toBe('• Publishing tools for the credit team, website and data services.');
  });
});

describe('a long headline under the name', () => {
  it('reads it whole, its separators included', async () => {
    const cv = await parse('David Barreiro Salgueiro\nIngeniero de Software Senior | Sistemas Distribuidos - Plataformas de Datos - Streaming\n✉ david@example.com\n\nEXPERIENCIA\nIngeniero de Datos, Acme SL, 2019 – 2022\n');
    expect(cv.personal_info.title).toBe('Ingeniero de Software Senior | Sistemas Distribuidos - Plataformas de Datos - Streaming');
  });
});

describe('projects listed by name alone', () => {
  it('makes one project of each name', async () => {
    const cv = await parse('Anas Aboureada\n\nPROJECTS\nSingMoji\nDoReMIR Audio Analysis API\nSongSketcher API\nScoreCloud API\n');
    expect(cv.projects.map((project) => project.name)).toEqual(['SingMoji', 'DoReMIR Audio Analysis API', 'SongSketcher API', 'ScoreCloud API']);
  });
});

describe('language levels as people write them', () => {
  it.each([
    ['English — Intermediate (B1)', 'English', 'Intermediate (B1)'],
    ['Deutsch: B2 - Upper Intermediate', 'Deutsch', 'B2 - Upper Intermediate'],
    ['Español (Native or bilingual proficiency)', 'Español', 'Native or bilingual proficiency'],
    ['Français — Bonne maîtrise', 'Français', 'Bonne maîtrise'],
  ])('splits "%s"', async (line, name, level) => {
    const cv = await parse(`Jana Novak\n\nLANGUAGES\n${line}\n`);
    expect(cv.languages[0]).toMatchObject({ name, level });
  });
});

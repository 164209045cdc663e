import { describe, expect, it } from 'vitest';
import { parseCv } from './index';

/** Small CVs in the languages without Latin word spacing or with their own month names and headings. */
const CVS = {
  zh: `王小明
高级软件工程师
电话：138 0013 8000 | 邮箱：wang.xiaoming@example.com | 北京
github.com/wangxm

个人简介
八年后端开发经验，专注于分布式系统与支付平台。

工作经历
阿里巴巴集团 | 高级软件工程师 | 2019年3月 - 至今
负责支付系统的架构设计与开发
带领五人团队完成核心账务系统重构

腾讯科技有限公司 | 软件工程师 | 2016年7月 - 2019年2月
开发微信支付对账服务

教育背景
清华大学 | 计算机科学与技术 硕士 | 2013年9月 - 2016年6月

技能
Java、Go、Kubernetes、MySQL

语言能力
英语（流利）、普通话（母语）
`,
  ja: `田中 太郎
ソフトウェアエンジニア
tanaka.taro@example.jp / 090-1234-5678 / 東京都

職歴
2018年4月～現在
株式会社メルカリ　バックエンドエンジニア
決済基盤の設計と開発を担当

2015年4月～2018年3月
楽天株式会社　ソフトウェアエンジニア
検索システムの開発

学歴
2011年4月～2015年3月
東京大学 工学部 情報工学科

スキル
Go, Python, AWS

語学
日本語（ネイティブ）、英語（ビジネスレベル）
`,
  ko: `김민준
백엔드 개발자
minjun.kim@example.kr | 010-1234-5678 | 서울

경력
네이버 주식회사 | 시니어 백엔드 개발자 | 2019.03 - 현재
결제 시스템 설계 및 개발

카카오 | 백엔드 개발자 | 2016.07 - 2019.02
메시징 서버 개발

학력
서울대학교 | 컴퓨터공학 학사 | 2012.03 - 2016.02

기술
Java, Kotlin, Spring

어학
영어 (비즈니스), 한국어 (모국어)
`,
  ru: `Иван Петров
Ведущий разработчик
ivan.petrov@example.ru · +7 912 345-67-89 · Москва

Опыт работы
ООО «Яндекс», Москва
Ведущий разработчик
март 2019 – по настоящее время
Разработал платёжный шлюз для 10 млн пользователей

АО «Тинькофф Банк», Москва
Разработчик
сентябрь 2015 – февраль 2019
Поддержка биллинговой системы

Образование
Московский государственный университет, 2011 – 2015
Бакалавр прикладной математики

Навыки
Python, PostgreSQL, Kafka

Языки
Русский — родной, Английский — B2
`,
  pl: `Anna Kowalska
Programistka backend
anna.kowalska@example.pl | +48 601 234 567 | Kraków

Doświadczenie zawodowe
Starszy programista, Allegro Sp. z o.o.
marzec 2020 – obecnie
Budowa systemu płatności

Programista, Comarch S.A.
lipiec 2016 – luty 2020
Utrzymanie platformy billingowej

Wykształcenie
Akademia Górniczo-Hutnicza, Informatyka, magister
2011 – 2016

Umiejętności
TypeScript, PostgreSQL, Kubernetes

Języki
polski – ojczysty, angielski – C1
`,
  nl: `Pieter de Vries
Software Engineer
pieter.devries@example.nl | +31 6 12345678 | Utrecht

Werkervaring
Senior Developer bij Bol.com B.V., Utrecht
maart 2019 – heden
Bouwde het betaalplatform

Developer bij Coolblue B.V., Rotterdam
sep 2015 – feb 2019
Onderhoud van de webshop

Opleiding
MSc Informatica, Universiteit Utrecht, 2010 – 2015

Vaardigheden
Java, Kotlin, AWS

Talen
Nederlands (moedertaal), Engels (vloeiend)
`,
};
const parse = (text: string) => parseCv({ text });
const roles = (cv: Awaited<ReturnType<typeof parse>>) => cv.experiences.map((e) => [e.position, e.company, e.start_date, e.end_date]);

describe('CVs in Chinese, Japanese, Korean, Russian, Polish and Dutch', () => {
  it('reads a Chinese CV: a Han name, contact with full-width labels, roles and schools without spaces', async () => {
    const cv = await parse(CVS.zh);
    expect(cv.personal_info).toMatchObject({ name: '王小明', title: '高级软件工程师', email: 'wang.xiaoming@example.com', phone: '138 0013 8000', location: '北京' });
    expect(roles(cv)).toEqual([
      ['高级软件工程师', '阿里巴巴集团', '2019-03', 'present'],
      ['软件工程师', '腾讯科技有限公司', '2016-07', '2019-02'],
    ]);
    expect(cv.experiences[0]!.description).toContain('负责支付系统');
    expect(cv.educations[0]).toMatchObject({ degree: '计算机科学与技术 硕士', institution: '清华大学', start_date: '2013-09', end_date: '2016-06' });
    expect(cv.skills.map((skill) => skill.name)).toEqual(['Java', 'Go', 'Kubernetes', 'MySQL']);
    expect(cv.languages).toEqual([expect.objectContaining({ name: '英语', level: '流利' }), expect.objectContaining({ name: '普通话', level: '母语' })]);
    expect(cv.meta.language).toBe('zh');
  });

  it('reads CJK radicals, as PDF font maps give them, as the ideographs people type', async () => {
    // ⾼ (U+2FBC), ⼯ (U+2F2F) and ⾄ (U+2F84) are Kangxi radicals, as Chromium's PDFs in Noto CJK map them.
    const cv = await parse(CVS.zh.replace('高级软件工程师', '\u2FBC级软件\u2F2F程师').replace('2019年3月 - 至今', '2019年3月 - \u2F84今'));
    expect(cv.personal_info.title).toBe('高级软件工程师');
    expect(roles(cv)[0]).toEqual(['高级软件工程师', '阿里巴巴集团', '2019-03', 'present']);
  });

  it('reads a Japanese CV: a spaced kanji name, dates on their own line, company and role split at the ideographic space', async () => {
    const cv = await parse(CVS.ja);
    expect(cv.personal_info).toMatchObject({ name: '田中 太郎', email: 'tanaka.taro@example.jp', phone: '090-1234-5678', location: '東京都' });
    expect(roles(cv)).toEqual([
      ['バックエンドエンジニア', '株式会社メルカリ', '2018-04', 'present'],
      ['ソフトウェアエンジニア', '楽天株式会社', '2015-04', '2018-03'],
    ]);
    expect(cv.educations[0]).toMatchObject({ institution: '東京大学', start_date: '2011-04', end_date: '2015-03' });
    expect(cv.meta.language).toBe('ja');
  });

  it('reads a Korean CV: a Hangul name, 주식회사 as the employer, 현재 as present', async () => {
    const cv = await parse(CVS.ko);
    expect(cv.personal_info).toMatchObject({ name: '김민준', title: '백엔드 개발자', phone: '010-1234-5678', location: '서울' });
    expect(roles(cv)).toEqual([
      ['시니어 백엔드 개발자', '네이버 주식회사', '2019-03', 'present'],
      ['백엔드 개발자', '카카오', '2016-07', '2019-02'],
    ]);
    expect(cv.educations[0]).toMatchObject({ institution: '서울대학교' });
  });

  it('reads a Russian CV: ООО employers, Cyrillic months and "по настоящее время"', async () => {
    const cv = await parse(CVS.ru);
    expect(cv.personal_info).toMatchObject({ name: 'Иван Петров', location: 'Москва' });
    expect(roles(cv)).toEqual([
      ['Ведущий разработчик', 'ООО «Яндекс»', '2019-03', 'present'],
      ['Разработчик', 'АО «Тинькофф Банк»', '2015-09', '2019-02'],
    ]);
    expect(cv.educations[0]).toMatchObject({ institution: 'Московский государственный университет', degree: 'Бакалавр прикладной математики' });
    expect(cv.languages.map((language) => [language.name, language.level])).toEqual([['Русский', 'родной'], ['Английский', 'B2']]);
  });

  it('reads a Polish CV: "Sp. z o.o." closes an employer line, Polish months and "obecnie"', async () => {
    const cv = await parse(CVS.pl);
    expect(roles(cv)).toEqual([
      ['Starszy programista', 'Allegro Sp. z o.o.', '2020-03', 'present'],
      ['Programista', 'Comarch S.A.', '2016-07', '2020-02'],
    ]);
    expect(cv.languages.map((language) => [language.name, language.level])).toEqual([['polski', 'ojczysty'], ['angielski', 'C1']]);
  });

  it('reads a Dutch CV: "bij" before the employer, "heden" as present', async () => {
    const cv = await parse(CVS.nl);
    expect(cv.experiences.map((e) => [e.position, e.company, e.location, e.start_date, e.end_date])).toEqual([
      ['Senior Developer', 'Bol.com B.V.', 'Utrecht', '2019-03', 'present'],
      ['Developer', 'Coolblue B.V.', 'Rotterdam', '2015-09', '2019-02'],
    ]);
    expect(cv.meta.language).toBe('nl');
  });

  it('reads a labelled name (姓名：) in a Chinese personal-information block, dates first in each entry', async () => {
    const cv = await parse(`个人简历

个人信息
姓名：李娜
电话：139 1234 5678
邮箱：li.na@example.com

工作经历
2020年1月 - 至今 | 字节跳动 | 产品经理
负责推荐系统产品规划

教育背景
2014年9月 - 2018年6月 | 复旦大学 | 本科
`);
    expect(cv.personal_info).toMatchObject({ name: '李娜', phone: '139 1234 5678', email: 'li.na@example.com' });
    expect(roles(cv)).toEqual([['产品经理', '字节跳动', '2020-01', 'present']]);
    expect(cv.educations[0]).toMatchObject({ degree: '本科', institution: '复旦大学', start_date: '2014-09', end_date: '2018-06' });
  });

  it('reads Chinese inline headings and groups set off by a full-width colon', async () => {
    const cv = await parse(`王小明
wang@example.com

工作经历
2019年3月 - 至今 | 阿里巴巴集团 | 高级工程师
负责支付系统

技能：Java、Go、Kubernetes
语言：英语（流利）、普通话（母语）
`);
    expect(cv.skills.map((skill) => skill.name)).toEqual(['Java', 'Go', 'Kubernetes']);
    expect(cv.languages.map((language) => [language.name, language.level])).toEqual([['英语', '流利'], ['普通话', '母语']]);
    expect(cv.experiences[0]?.description).toBe('负责支付系统');
  });

  it('joins a Chinese summary wrapped over two lines without a space', async () => {
    const cv = await parse(`王小明
wang@example.com

个人简介
八年后端开发经验，专注于分布式系统
与支付平台的设计。

技能
Java、Go
`);
    expect(cv.personal_info.summary).toBe('八年后端开发经验，专注于分布式系统与支付平台的设计。');
  });

  it('tells spoken languages listed among Russian skills from programming ones', async () => {
    const cv = await parse(`Иван Петров
ivan.petrov@example.ru

Навыки
Программирование: Python, Go
Языки: Русский (родной), Английский (B2)
`);
    expect(cv.skills.map((skill) => skill.name)).toEqual(['Python', 'Go']);
    expect(cv.languages.map((language) => [language.name, language.level])).toEqual([['Русский', 'родной'], ['Английский', 'B2']]);
  });
});

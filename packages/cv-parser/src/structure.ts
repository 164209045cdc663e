import type { ParsedCv, UnplacedLine } from '@folio/schema';
import { readPersonalInfo } from './fields/personal';
import { readLanguages, readPublications, readSkills, readTrainings } from './fields/lists';
import { readProjects } from './fields/projects';
import { readEducations, readExperiences } from './fields/roles';
import { calibrateCv } from './confidence/calibrate';
import { normaliseCv } from './normalise';
import { guessLanguage } from './sections/headings';
import { splitSections, type CvSection } from './sections/split';
import type { CvLine, ExtractedDocument, ParseOptions, ParseStage, StageInfo } from './types';

type Report = (stage: ParseStage, started: number, detail?: StageInfo['detail']) => void;

export function stageReporter(options: ParseOptions): Report {
  return (stage, started, detail) => options.onStage?.(stage, { stage, ms: performance.now() - started, ...(detail ? { detail } : {}) });
}

/** Sections, then fields, then normalisation and calibrated confidences: everything after extraction, all synchronous and offline. */
export function structureCv(document: ExtractedDocument, options: ParseOptions = {}): ParsedCv {
  const report = stageReporter(options);
  let started = performance.now();
  const sections = splitSections(document.lines);
  report('sections', started, { sections: sections.length });

  started = performance.now();
  const cv = readFields(sections, document);
  report('fields', started, { experiences: cv.experiences.length, educations: cv.educations.length });

  started = performance.now();
  const normalised = normaliseCv(cv);
  const result = options.rawConfidence ? normalised : calibrateCv(normalised);
  report('normalise', started, { confidence: result.confidence });
  return result;
}

function readFields(sections: CvSection[], document: ExtractedDocument): ParsedCv {
  const of = (kind: CvSection['kind']) => sections.filter((section) => section.kind === kind);
  const linesOf = (kind: CvSection['kind']) => of(kind).flatMap((section) => section.lines);
  const unplaced: UnplacedLine[] = [];
  const leave = (lines: CvLine[], section: string) => {
    for (const line of lines) unplaced.push({ text: line.text, section });
  };

  const headerLines = [...linesOf('header'), ...linesOf('contact')];
  const personal = readPersonalInfo(headerLines, linesOf('summary'), document.lines);
  for (const section of [...of('header'), ...of('contact')]) {
    leave(section.lines.filter((line) => !personal.used.has(line)), section.heading);
  }

  const experiences = [];
  for (const section of of('experience')) {
    const result = readExperiences(section.lines);
    experiences.push(...result.entries);
    leave(result.unplaced, section.heading);
  }
  const educations = [];
  for (const section of of('education')) {
    const result = readEducations(section.lines);
    educations.push(...result.entries);
    leave(result.unplaced, section.heading);
  }
  const skillResult = readSkills(linesOf('skills'));
  const projects = [];
  for (const section of of('projects')) {
    const result = readProjects(section.lines);
    projects.push(...result.projects);
    leave(result.unplaced, section.heading);
  }
  const extraKinds = new Set(['awards', 'interests', 'volunteering', 'references', 'other']);
  return {
    personal_info: personal.info,
    experiences,
    educations,
    skills: skillResult.skills,
    projects,
    trainings: readTrainings(linesOf('trainings')),
    languages: [...readLanguages(linesOf('languages')), ...skillResult.languages],
    publications: readPublications(linesOf('publications')),
    extra_sections: sections
      .filter((section) => extraKinds.has(section.kind) && section.lines.length > 0)
      .map((section) => ({
        kind: section.kind === 'header' ? 'other' : section.kind,
        heading: section.heading,
        lines: section.lines.map((line) => line.text),
      })),
    unplaced,
    confidence: 0,
    meta: {
      format: document.format,
      pages: document.pages,
      used_ocr: document.usedOcr,
      refined: false,
      language: guessLanguage(sections.map((section) => section.heading)),
      duration_ms: 0,
    },
  };
}

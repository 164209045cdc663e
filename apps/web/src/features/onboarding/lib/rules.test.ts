import { describe, expect, it } from 'vitest';
import { confidenceClass, formatRange, skillLevelLabel, truncate } from './review-format';
import { suggestionsFor } from './error-suggestions';
import { checkCvFile, checkCvFileHead, checkCvText, checkPicture, formatBytes, inspectCvFile } from './file-rules';
import { headerIndex, headerPercent, remainingSeconds, timeLeftLabel } from './progress';

describe('review display rules', () => {
  it('shows a level up to 5 as n/5, up to 100 as a percent, above as 80%, words as written', () => {
    expect(skillLevelLabel('4')).toBe('4/5');
    expect(skillLevelLabel('85')).toBe('85%');
    expect(skillLevelLabel('85%')).toBe('85%');
    expect(skillLevelLabel('250')).toBe('80%');
    expect(skillLevelLabel('Advanced')).toBe('Advanced');
    expect(skillLevelLabel(undefined)).toBeNull();
  });

  it('classes confidence high from 0.8, medium from 0.6, low below', () => {
    expect([0.8, 0.79, 0.6, 0.59].map(confidenceClass)).toEqual(['high', 'medium', 'medium', 'low']);
  });

  it('truncates to the limit and joins bullets', () => {
    expect(truncate('a'.repeat(160), 150)).toHaveLength(151);
    expect(truncate('First line\nSecond line', 100)).toBe('First line · Second line');
    expect(truncate('• Built the ledger\n• Led the team\n1. Shipped', 100)).toBe('Built the ledger · Led the team · Shipped');
    // At a word's end, not in the middle of one.
    expect(truncate(`Improved onboarding for new engineers through comprehensive documentation ${'and more '.repeat(20)}`, 80)).toBe('Improved onboarding for new engineers through comprehensive documentation and…');
  });

  it('formats CV dates', () => {
    expect(formatRange('2019-03', 'present')).toBe('Mar 2019 – Present');
    expect(formatRange('2013', '')).toBe('2013');
  });
});

describe('error suggestions', () => {
  it('picks the group by the words of the message', () => {
    expect(suggestionsFor('File size must be less than 10MB')[1]).toBe('Keep the file under 10MB');
    expect(suggestionsFor('CV parsing failed: the PDF is encrypted')[0]).toBe('Try a different file of your CV');
    expect(suggestionsFor('Network connection lost. Check your connection and try again.')[0]).toBe('Check your internet connection');
    expect(suggestionsFor('Malformed UTF-8 sequence')[0]).toBe('Save the PDF again from your word processor');
    expect(suggestionsFor('Template matching failed')).toContain('Contact support if the problem continues');
  });
});

describe('client checks', () => {
  it('refuses other types and files over 10MB with the spec messages', () => {
    expect(checkCvFile({ name: 'cv.png', size: 10 })).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(checkCvFile({ name: 'cv.pdf', size: 12 * 1024 * 1024 })).toBe('File size must be less than 10MB');
    expect(checkCvFile({ name: 'CV.DOCX', size: 10 })).toBeNull();
    expect(checkCvFile({ name: 'resume.json', size: 10 })).toBeNull();
  });

  it('refuses a file whose first bytes are not the format its name claims, as the server would', async () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    const text = (value: string) => new TextEncoder().encode(value);
    expect(checkCvFileHead('cv.pdf', png)).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(checkCvFileHead('cv.pdf', text('%PDF-1.7\n'))).toBeNull();
    // A PDF may carry a few bytes before its header.
    expect(checkCvFileHead('cv.pdf', text(`${' '.repeat(200)}%PDF-1.4`))).toBeNull();
    expect(checkCvFileHead('cv.pdf', new Uint8Array(0))).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(checkCvFileHead('cv.docx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBeNull();
    expect(checkCvFileHead('cv.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBeNull();
    // Word saves are often misnamed; the server reads either by content.
    expect(checkCvFileHead('cv.doc', bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(checkCvFileHead('cv.docx', text('Ada Lovelace, engineer'))).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(checkCvFileHead('resume.json', text('{"basics":{}}'))).toBeNull();

    expect(await inspectCvFile(new File([png], 'cv.pdf'))).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(await inspectCvFile(new File(['%PDF-1.7'], 'cv.pdf'))).toBeNull();
    expect(await inspectCvFile(new File(['%PDF-1.7'], 'cv.txt'))).toBe('Please upload a PDF, DOC, or DOCX file');
  });

  it('shows sizes the way people read them', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(412 * 1024)).toBe('412 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('checks pasted text from 100 to 50,000 characters', () => {
    expect(checkCvText('x'.repeat(99))).toBe('CV text must be at least 100 characters long');
    expect(checkCvText('x'.repeat(50_001))).toBe('CV text must be less than 50,000 characters');
    expect(checkCvText('x'.repeat(100))).toBeNull();
  });

  it('checks photos', () => {
    expect(checkPicture({ type: 'application/pdf', size: 1 })).toBe('Please select an image file');
    expect(checkPicture({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('Picture file size must be less than 5MB');
    expect(checkPicture({ type: 'image/png', size: 6 * 1024 * 1024 }, 'File size must be less than 5MB')).toBe('File size must be less than 5MB');
  });
});

describe('progress header', () => {
  it('maps steps to the six labels and honest time left', () => {
    expect(headerIndex('welcome')).toBe(0);
    expect(headerIndex('template_matching')).toBe(3);
    expect(headerIndex('completed')).toBe(5);
    expect(headerPercent(3, 0.5)).toBe(70);
    expect(timeLeftLabel(remainingSeconds(0, false))).toBe('About 2 minutes left');
    expect(timeLeftLabel(remainingSeconds(4, false))).toBe('About a minute left');
    expect(timeLeftLabel(remainingSeconds(5, false))).toBe('All done');
  });
});

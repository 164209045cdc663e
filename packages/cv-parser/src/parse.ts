import type { ParsedCv } from '@folio/schema';
import { extractDocument } from './extract';
import { refineWithModel } from './refine/refine';
import { structureCv } from './structure';
import type { CvInput, ParseOptions } from './types';

/**
 * The whole pipeline: extract -> sections -> fields -> normalise (-> refine when a model is
 * configured). Throws CvParseError on bad input; never sends anything off the machine unless
 * `options.ai` names an endpoint.
 */
export async function parseCv(input: CvInput, options: ParseOptions = {}): Promise<ParsedCv> {
  const started = performance.now();
  const document = await extractDocument(input, options);
  let cv = structureCv(document, options);
  if (options.ai) {
    const refineStarted = performance.now();
    cv = await refineWithModel(cv, document.text, options.ai);
    options.onStage?.('refine', { stage: 'refine', ms: performance.now() - refineStarted, detail: { refined: cv.meta.refined } });
  }
  cv.meta.duration_ms = Math.round(performance.now() - started);
  return cv;
}

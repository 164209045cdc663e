import type { OnboardingSession } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { postForm } from './post-form';

export interface UploadCvAnswer {
  success: true;
  message: string;
  /** The file's text ('' for a scan, which is read by OCR when parsed). */
  text: string;
  stored_path: string | null;
  use_vision_parsing: boolean;
  session_id: string;
  profile_picture_url: string | null;
  /** step upload_picture; review already for a JSON Resume (imported, nothing to parse). */
  session: OnboardingSession;
}

export interface UploadCvInput {
  file: File;
  sessionId: string | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/onboarding/upload-cv: the server checks type (by content) and size again. */
export function uploadCv({ file, sessionId, onProgress, signal }: UploadCvInput): Promise<UploadCvAnswer> {
  return postForm('/onboarding/upload-cv', { cv_file: file, session_id: sessionId }, { onProgress, signal });
}

export function useUploadCv() {
  return useMutation({ mutationFn: uploadCv });
}

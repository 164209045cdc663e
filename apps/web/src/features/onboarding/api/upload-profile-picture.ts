import type { OnboardingSession } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { postForm } from './post-form';

export interface UploadPictureAnswer {
  success: true;
  message: string;
  profile_picture_url: string;
  session: OnboardingSession;
}

/** POST /api/onboarding/upload-profile-picture: decoded and re-encoded on the server (metadata stripped). */
export function uploadProfilePicture({ file, sessionId }: { file: File; sessionId: string }): Promise<UploadPictureAnswer> {
  return postForm('/onboarding/upload-profile-picture', { profile_picture: file, session_id: sessionId });
}

export function useUploadProfilePicture() {
  return useMutation({ mutationFn: uploadProfilePicture });
}

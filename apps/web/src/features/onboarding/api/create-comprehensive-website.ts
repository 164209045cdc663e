import type { ManualForm } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { postForm } from './post-form';
import type { CreateWebsiteAnswer } from './types';

/** POST /api/onboarding/create-comprehensive-website: the manual form as JSON, the photo as a file. */
export function createComprehensiveWebsite({ form, picture }: { form: ManualForm; picture: File | null }): Promise<CreateWebsiteAnswer> {
  return postForm('/onboarding/create-comprehensive-website', {
    data: JSON.stringify({ type: 'comprehensive', formData: form }),
    picture,
  });
}

export function useCreateComprehensiveWebsite() {
  return useMutation({ mutationFn: createComprehensiveWebsite });
}

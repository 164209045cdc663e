import { useSearchParams } from 'react-router';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const hash = params.get('hash');
  return <VerifyEmail id={Number.isInteger(id) && id > 0 ? id : null} hash={hash || null} />;
}

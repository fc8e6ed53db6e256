import { ErrorResult } from '../../components/ErrorResult';

export default function ForbiddenPage() {
  return <ErrorResult status="403" title="forbidden" />;
}

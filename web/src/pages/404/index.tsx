import { ErrorResult } from '../../components/ErrorResult';

export default function NotFoundPage() {
  return <ErrorResult status="404" title="notFound" />;
}

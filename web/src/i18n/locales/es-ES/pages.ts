import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Lo sentimos, no tiene acceso a esta página. Pida acceso al propietario de la tienda.',
  notFound: 'Lo sentimos, la página que visitó no existe.',
  serverError: 'Lo sentimos, algo salió mal. Inténtelo de nuevo o vuelva al inicio.',
} satisfies LocaleArea<typeof en>;

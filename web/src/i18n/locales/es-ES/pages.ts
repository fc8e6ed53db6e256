import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Lo sentimos, no tiene acceso a esta página. Pida acceso al propietario de la tienda.',
  notFound: 'Lo sentimos, la página que visitó no existe.',
  serverError: 'Lo sentimos, algo salió mal. Inténtelo de nuevo o vuelva al inicio.',
  comingSoon: 'Esta pantalla llegará en una versión posterior',
  comingSoonHint: 'Su entrada de menú y sus permisos de acceso ya están listos.',
  orderNo: 'Número de pedido: {{orderNo}}',
} satisfies LocaleArea<typeof en>;

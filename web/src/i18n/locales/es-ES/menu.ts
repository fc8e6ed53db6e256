import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: 'Inicio',
  payment: 'Pago',
  paymentResult: 'Resultado del pago',
  login: 'Iniciar sesión',
  register: 'Registrarse',
  forget: 'Restablecer contraseña',
  forbidden: 'Sin acceso',
  notFound: 'Página no encontrada',
  serverError: 'Error del servidor',
  redirecting: 'Redirigiendo',
  sharedReport: 'Informe compartido',
} satisfies LocaleArea<typeof en>;

import type { LocaleArea } from '../../types';
import type en from '../en-US/layout';

export default {
  mainMenu: 'Menú principal',
  collapse: 'Contraer menú',
  expand: 'Expandir menú',
  openMenu: 'Abrir menú',
  reload: 'Recargar página',
  fullscreen: 'Pantalla completa (F11)',
  exitFullscreen: 'Salir de pantalla completa (F11)',
  account: 'Cuenta',
  changePassword: 'Cambiar contraseña',
  logout: 'Cerrar sesión',
  logoutTitle: '¿Cerrar sesión en la consola?',
  logoutContent: 'Sus pestañas abiertas y su configuración personal se conservan para el próximo inicio de sesión.',
  kind: {
    platform: 'Operador de la plataforma',
    owner: 'Propietario de la tienda',
    staff: 'Personal de la tienda',
  },
  skipToContent: 'Saltar al contenido',
  tabs: {
    label: 'Páginas abiertas',
    actions: 'Acciones de pestañas',
    closeCurrent: 'Cerrar pestaña actual',
    closeLeft: 'Cerrar pestañas a la izquierda',
    closeRight: 'Cerrar pestañas a la derecha',
    closeOthers: 'Cerrar las demás pestañas',
    closeAll: 'Cerrar todas las pestañas',
    close: 'Cerrar pestaña (Supr)',
  },
  cloud: {
    title: 'Espacio en la nube',
    daysLeft: 'Quedan {{days}} días',
    expired: 'Caducado',
    usage: 'Usado: {{size}}',
    tipActive:
      'El espacio en la nube de {{store}} caduca el {{date}}. Renuévelo a tiempo para que el terminal de visualización siga funcionando.',
    tipExpired:
      'El espacio en la nube de {{store}} caducó el {{date}}. El terminal de visualización no funciona hasta que se renueve.',
    manage: 'Cómo renovar',
  },
  password: {
    title: 'Cambiar contraseña',
    oldPwd: 'Contraseña actual',
    newPwd: 'Nueva contraseña',
    rePass: 'Repita la nueva contraseña',
    oldRequired: 'Introduzca su contraseña actual',
    newRequired: 'Introduzca una nueva contraseña',
    rePassRequired: 'Repita la nueva contraseña',
    submit: 'Cambiar contraseña',
    changed: 'Contraseña cambiada. Inicie sesión de nuevo con la nueva contraseña.',
    signOutNote: 'Tras el cambio se cierran todas las sesiones de esta cuenta.',
    sameAsOld: 'La nueva contraseña debe ser distinta de la actual',
  },
} satisfies LocaleArea<typeof en>;

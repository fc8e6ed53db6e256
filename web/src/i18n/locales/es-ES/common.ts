import type { LocaleArea } from '../../types';
import type en from '../en-US/common';

export default {
  appName: 'Gestión de tienda',
  appTagline: 'Consola de análisis de piel',
  ok: 'Aceptar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  close: 'Cerrar',
  retry: 'Reintentar',
  actions: 'Acciones',
  total: 'Total: {{count}}',
  loading: 'Cargando…',
  backHome: 'Volver al inicio',
  language: 'Idioma',
  switchLanguage: 'Cambiar idioma',
  /** The row's menu of further actions (an icon button). */
  moreActions: 'Más acciones',
  scrollHint: 'Desplace en horizontal para ver todas las columnas →',
  requestTimeout: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
  networkError: 'No se puede conectar con el servidor. Compruebe la conexión e inténtelo de nuevo.',
  /** A list's export button (components/ExportMenu.tsx). */
  exports: {
    button: 'Exportar',
    csv: 'Exportar CSV',
    xlsx: 'Exportar Excel (XLSX)',
    done: 'Exportado {{file}}',
  },
  link: {
    corrected: 'Una parte de este enlace no se pudo usar; la lista se muestra sin ella: {{parts}}.',
    tooLong: '{{param}} tiene más de {{max}} caracteres',
    fieldTooLong: 'Como máximo {{max}} caracteres: no se usó el texto del enlace.',
  },
  number: {
    whole: 'Introduzca un número entero entre {{min}} y {{max}}',
    decimals: 'Introduzca un número entre {{min}} y {{max}} con {{decimals}} decimales como máximo',
  },
} satisfies LocaleArea<typeof en>;

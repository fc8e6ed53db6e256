import type { LocaleArea } from '../../types';
import type en from '../en-US/shopDevice';

export default {
  deviceNo: 'Número de dispositivo',
  deviceName: 'Nombre del dispositivo',
  accounts: 'Cuentas vinculadas',
  accountsValue: '{{count}} ({{enabled}} habilitadas)',
  createdAt: 'Añadido',
  lastSeenAt: 'Último contacto',
  neverSeen: 'Nunca',
  searchButton: 'Buscar',
  add: 'Añadir dispositivo',
  addTitle: 'Añadir dispositivo',
  deviceNoRequired: 'Introduzca el número de dispositivo',
  deviceNameRequired: 'Introduzca el nombre del dispositivo',
  deviceNoHint: 'De 1 a 64 letras, dígitos, - o _. Los números de dispositivo son únicos.',
  deviceNamePlaceholder: 'p. ej. Analizador de recepción',
  added: 'Dispositivo {{deviceNo}} añadido',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar el dispositivo {{deviceNo}}?',
  deleteBody:
    'Se deshabilitarán las cuentas registradas con este dispositivo y sus visores permanentes. Esta acción no se puede deshacer.',
  deleteCount: 'Cuentas vinculadas a este dispositivo: {{count}}; se deshabilitarán las {{enabled}} habilitadas.',
  deleteOk: 'Eliminar dispositivo',
  deleted: 'Dispositivo {{deviceNo}} eliminado; {{count}} cuentas deshabilitadas',
  empty: 'Todavía no hay dispositivos',
  emptyHint: 'Añada los dispositivos de su tienda y luego vincule cuentas a ellos.',
  noMatch: 'Ningún dispositivo coincide con la búsqueda',
  loadFailed: 'No se pudieron cargar los dispositivos',
  platform: {
    store: 'Tienda',
    pickStore: 'Elija una tienda para ver sus dispositivos',
    hint: 'Los operadores de la plataforma pueden ver los dispositivos de cualquier tienda. Añadirlos o eliminarlos corresponde a cada tienda.',
  },
} satisfies LocaleArea<typeof en>;

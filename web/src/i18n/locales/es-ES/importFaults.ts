import type { LocaleArea } from '../../types';
import type en from '../en-US/importFaults';

export default {
  title: 'No se importó nada. Problemas encontrados: {{count}}. Corríjalos en el archivo y vuelva a subirlo.',
  row: 'Fila',
  column: 'Columna',
  problem: 'Problema',
  wholeRow: 'Toda la fila',
  more: 'Se muestran los primeros {{shown}} de {{count}} problemas.',
  dismiss: 'Cerrar la lista de problemas',
} satisfies LocaleArea<typeof en>;

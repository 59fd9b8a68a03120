import dayjs from 'dayjs';
import es from 'dayjs/locale/es';

// spec §1: the interface is Spanish. Every module that formats or picks dates imports dayjs from here,
// so the library and its locale load with those pages and not with every first visit (issue 28).
// dayjs's 'es' writes the clock's half as "pm"; Colombia writes "p. m." (the no-break space keeps it on
// one line), as the drivers' app does through Intl's es-CO — a photo and its timeline entry read alike.
// (dayjs reads `meridiem` from a locale; its type declaration leaves it out.)
const spanish = { ...es, meridiem: (hour: number) => (hour < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.') };
dayjs.locale(spanish);

export { dayjs };

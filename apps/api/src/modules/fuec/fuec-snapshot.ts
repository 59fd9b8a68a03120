// What an issued FUEC printed (Resolución 6652 de 2019 art. 3, DOMAIN-CO.md), kept as issued: the PDF is
// drawn again from this, never from the masters, which may change afterwards.

export interface FuecSnapshot {
  number: string;
  issuedAt: string;
  startDate: string;
  endDate: string;
  route: string;
  operator: {
    razonSocial: string;
    nit: string;
    address: string;
    phone: string;
    email: string;
    legalRepName: string;
    signatureFileId: string | null;
  };
  contract: {
    number: number;
    clientName: string;
    clientNit: string;
    objeto: string;
    type: string;
    convenio: string;
    partnerName: string;
    partnerNit: string;
    responsibleName: string;
    responsibleDocument: string;
    responsiblePhone: string;
    responsibleAddress: string;
  };
  vehicle: {
    placa: string;
    modelo: string;
    marca: string;
    clase: string;
    numeroInterno: string;
    tarjetaOperacion: string;
  };
  drivers: { nombre: string; documento: string; licencia: string; licenciaVence: string }[];
}

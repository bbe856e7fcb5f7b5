export const seedClients: { key: string; name: string }[] = [
  { key: "northwind-logistics", name: "Northwind Logistics" },
  { key: "bluepeak-bank", name: "BluePeak Bank" },
  { key: "orbitel-telecom", name: "Orbitel Telecom" },
  { key: "greenfield-health", name: "Greenfield Health" },
  { key: "quantix-analytics", name: "Quantix Analytics" },
  { key: "helios-energy", name: "Helios Energy" },
  { key: "vertex-retail", name: "Vertex Retail" },
  { key: "nimbus-insurance", name: "Nimbus Insurance" },
  { key: "arcadia-motors", name: "Arcadia Motors" },
  { key: "lumen-edtech", name: "Lumen EdTech" },
];

// GST state and union territory codes (the first two digits of a GSTIN and the "place of supply"). Browser-safe.

/** Code → name, as the GST portal lists them. */
export const gstStates: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (before 2014)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

/** The place of supply of a buyer outside India (GST's "Other countries"). */
export const EXPORT_PLACE_OF_SUPPLY = "96";

export const isGstStateCode = (code: string): boolean => Object.hasOwn(gstStates, code);

/** "29 Karnataka", or "96 Outside India". */
export function placeOfSupplyLabel(code: string): string {
  if (code === EXPORT_PLACE_OF_SUPPLY) return `${code} Outside India`;
  return gstStates[code] ? `${code} ${gstStates[code]}` : code;
}

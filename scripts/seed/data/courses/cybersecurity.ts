import { mod, sub, type SeedCourse } from "./shape";

export const cybersecurityCourses: SeedCourse[] = [
  // -------------------------------------------------------- Cybersecurity
  {
    key: "ethical-hacking",
    courseTitle: "Ethical Hacking and Penetration Testing Bootcamp",
    courseSmlDesc:
      "Learn to plan and run authorised penetration tests against networks, web applications and Active Directory in a private cyber range, and report findings professionally.",
    categories: ["Cybersecurity"],
    courseDuration: 64,
    courseOverview: `<p>The best way to defend a system is to understand how it is attacked. This intensive bootcamp trains IT professionals, network administrators and aspiring security testers to carry out authorised penetration tests against networks, web applications and Active Directory environments, using the same tools and techniques as real attackers within a clear legal and ethical framework.</p>
<h3>What you will be able to do</h3>
<ul><li>Plan an engagement with proper scoping, rules of engagement and written authorisation</li><li>Perform reconnaissance and enumeration with OSINT, Nmap and vulnerability scanners</li><li>Exploit vulnerable services and escalate privileges on Linux and Windows hosts</li><li>Test web applications against the OWASP Top 10 using Burp Suite</li><li>Assess Active Directory with BloodHound, Kerberoasting and lateral movement</li><li>Write a professional report with CVSS-rated findings and practical remediation advice</li></ul>
<h3>How it is taught</h3>
<p>More than half of the course time is spent in a private cyber range of deliberately vulnerable machines. Live instructor-led sessions explain each technique, why it works and how defenders detect it. The bootcamp ends with a capstone black-box penetration test of a multi-host network, followed by a written report and a debrief.</p>
<h3>Prerequisites and certification</h3>
<p>You need solid networking fundamentals and comfort with Linux and Windows command lines. The syllabus supports preparation for the <strong>EC-Council Certified Ethical Hacker (CEH)</strong> exam and builds a foundation for the more practical <em>OSCP</em>.</p>`,
    courseContent: [
      mod("Foundations and rules of engagement", [
        sub("The penetration testing process", [
          "Phases: reconnaissance, scanning, exploitation, post-exploitation and reporting",
          "Scoping, rules of engagement and legal authorisation",
          "Methodologies: PTES and the OWASP Web Security Testing Guide",
        ]),
        sub("Building the lab", ["Setting up Kali Linux and core tooling", "Isolated target networks with virtual machines"]),
      ]),
      mod("Reconnaissance and scanning", [
        sub("Passive reconnaissance", ["OSINT with search engines, WHOIS and certificate transparency logs", "DNS enumeration and subdomain discovery"]),
        sub("Active scanning and enumeration", [
          "Nmap host discovery, port scanning and NSE scripts",
          "Service and version enumeration: SMB, SNMP, LDAP and HTTP",
          "Vulnerability scanning with OpenVAS",
        ]),
      ]),
      mod("System hacking", [
        sub("Exploitation", [
          "Metasploit Framework modules, payloads and sessions",
          "Exploiting vulnerable services manually",
          "Password attacks with Hydra and Hashcat",
        ]),
        sub("Privilege escalation", [
          "Linux: SUID binaries, cron jobs and misconfigured permissions",
          "Windows: weak service permissions, token privileges and unquoted service paths",
        ]),
        sub("Post-exploitation", ["Persistence techniques and how they are detected", "Pivoting and port forwarding into internal networks"]),
      ]),
      mod("Web application attacks", [
        sub("The OWASP Top 10 in practice", [
          "SQL injection and command injection",
          "Cross-site scripting and cross-site request forgery",
          "Broken access control and insecure direct object references",
        ]),
        sub("Web testing tools", ["Burp Suite Proxy, Repeater and Intruder", "Automated scanners and their limits"]),
      ]),
      mod("Network and Active Directory attacks", [
        sub("Network attacks", ["ARP spoofing and man-in-the-middle attacks", "Traffic capture and analysis with Wireshark"]),
        sub("Active Directory", ["Domain enumeration with BloodHound", "Kerberoasting and AS-REP roasting", "Pass-the-hash and lateral movement"]),
      ]),
      mod("Wireless, social engineering and evasion", [
        sub("Wireless security", ["Capturing and cracking WPA2 handshakes", "Rogue access points and evil twin attacks"]),
        sub("Social engineering", ["Phishing campaigns in authorised assessments", "Physical security considerations"]),
        sub("Evasion concepts", ["How antivirus and IDS detection works", "Log tampering and why defenders centralise logs"]),
      ]),
      mod("Reporting and capstone", [
        sub("Professional reporting", ["Writing findings with CVSS risk ratings", "Executive summaries and remediation advice"]),
        sub("Capstone: full penetration test", ["Black-box engagement against a multi-host lab network", "Report delivery and debrief with the instructor"]),
      ]),
    ],
  },
  {
    key: "cloud-security-engineering",
    courseTitle: "Cloud Security Engineering",
    courseSmlDesc:
      "Secure workloads across AWS, Azure and Google Cloud with least-privilege identity, network controls, encryption, automated guardrails and cloud incident response.",
    categories: ["Cybersecurity", "Cloud"],
    courseDuration: 48,
    courseOverview: `<p>Most cloud breaches start with a misconfiguration or a leaked credential rather than an exotic exploit. This course teaches security engineers, cloud engineers and architects how to secure workloads across AWS, Azure and Google Cloud, with identity, network controls, encryption, detection and automated guardrails working together as one programme.</p>
<h3>What you will learn</h3>
<ul><li>Threat-model cloud architectures and map the shared responsibility model to real controls</li><li>Design least-privilege IAM with short-lived credentials and workload identity federation</li><li>Protect data with KMS, key rotation, secrets management and data classification</li><li>Secure containers and Kubernetes, and scan infrastructure as code before it ships</li><li>Detect threats with services such as GuardDuty and Defender for Cloud, and respond to incidents</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are paired with hands-on labs in cloud accounts seeded with realistic weaknesses for you to find and fix. The capstone project simulates a credential leak: you investigate the audit trail, contain the damage, harden the environment and present a security roadmap.</p>
<h3>Prerequisites and certification</h3>
<p>You should have practical experience with at least one major cloud provider and a basic understanding of security concepts. The course is good preparation for <strong>AWS Certified Security – Specialty</strong> and provides useful background for the <em>CCSP</em>.</p>`,
    courseContent: [
      mod("Cloud security foundations", [
        sub("Shared responsibility across IaaS, PaaS and SaaS", ["Where provider responsibility ends", "Lessons from common cloud breach patterns"]),
        sub("Threat modelling cloud workloads", ["STRIDE applied to cloud architectures", "Attack paths through identity and misconfiguration"]),
      ]),
      mod("Identity as the perimeter", [
        sub("Cloud IAM design", [
          "Least privilege and permission boundaries",
          "Role assumption and short-lived credentials",
          "Finding over-privileged identities",
        ]),
        sub("Workload identity", ["Instance roles, managed identities and service accounts", "OIDC federation for CI/CD pipelines"]),
      ]),
      mod("Network and infrastructure protection", [
        sub("Network controls", [
          "Segmentation with VPCs, security groups and firewalls",
          "Private endpoints and egress filtering",
          "Web application firewalls and DDoS protection",
        ]),
        sub("Hardening compute", ["CIS Benchmarks and hardened images", "Patch management at scale"]),
      ]),
      mod("Data protection", [
        sub("Encryption and key management", ["KMS, envelope encryption and key rotation", "Customer-managed and HSM-backed keys"]),
        sub("Secrets and data governance", ["HashiCorp Vault and cloud-native secret stores", "Data classification and data loss prevention"]),
      ]),
      mod("Container and DevSecOps security", [
        sub("Securing containers and Kubernetes", ["Image scanning and signing", "Kubernetes RBAC, admission control and Pod Security Standards"]),
        sub("Shifting security left", ["Scanning infrastructure as code with Checkov", "Policy as code with Open Policy Agent"]),
      ]),
      mod("Detection, response and compliance", [
        sub("Logging and threat detection", [
          "CloudTrail, Azure Activity Log and Google Cloud audit logs",
          "GuardDuty, Microsoft Defender for Cloud and Security Command Center",
        ]),
        sub("Posture management and compliance", ["CSPM tools and misconfiguration findings", "Mapping controls to CIS, ISO 27001 and SOC 2"]),
        sub("Cloud incident response", ["Containing a compromised access key", "Forensic snapshots and evidence handling"]),
      ]),
      mod("Capstone project", [
        sub("Respond to a simulated credential leak", [
          "Investigate the audit trail",
          "Contain, remediate and harden the account",
          "Present findings and a security roadmap",
        ]),
        sub("Certification readiness", ["AWS Certified Security – Specialty domain review", "Scenario-based practice questions"]),
      ]),
    ],
  },
  {
    key: "soc-analyst-siem",
    courseTitle: "SOC Analyst with SIEM and Threat Hunting",
    courseSmlDesc:
      "Prepare for a Security Operations Centre role: analyse logs, triage alerts in Splunk and Microsoft Sentinel, investigate incidents and hunt for threats.",
    categories: ["Cybersecurity"],
    courseDuration: 48,
    courseOverview: `<p>Security Operations Centres need analysts who can separate real attacks from noise, quickly and calmly. This course prepares IT support staff, network administrators and graduates entering cybersecurity for a SOC analyst role, covering log analysis, SIEM searches, alert triage, incident response and proactive threat hunting.</p>
<h3>What you will be able to do</h3>
<ul><li>Understand SOC tiers, workflows, escalation paths and performance metrics</li><li>Collect and interpret Windows, Sysmon, Linux, firewall, DNS and proxy logs</li><li>Write searches, dashboards and alerts in Splunk and Microsoft Sentinel</li><li>Map activity to the MITRE ATT&amp;CK framework and write Sigma detection rules</li><li>Investigate phishing, malware and suspicious PowerShell, and follow an incident response plan</li><li>Run hypothesis-driven threat hunts across endpoint and network data</li></ul>
<h3>How it is taught</h3>
<p>Sessions are live and instructor-led, and the labs take place in a simulated SOC with a SIEM fed by realistic attack traffic. You work tickets as you would on shift, then review your decisions with the instructor. The capstone project is a multi-stage intrusion that you investigate, document and write new detections for.</p>
<h3>Prerequisites and certification</h3>
<p>You need a good grasp of networking and operating system fundamentals; prior security experience is not required. The course supports preparation for <strong>CompTIA CySA+</strong> and the <strong>Splunk Core Certified User</strong> exam.</p>`,
    courseContent: [
      mod("Inside the Security Operations Centre", [
        sub("SOC roles and workflow", ["Tier 1, 2 and 3 responsibilities", "Ticketing, triage and escalation", "Shift handovers and metrics: MTTD and MTTR"]),
        sub("The threat landscape", ["Common attack vectors and threat actors", "The cyber kill chain and MITRE ATT&CK"]),
      ]),
      mod("Log sources and telemetry", [
        sub("Endpoint telemetry", ["Windows Event Logs and the event IDs that matter", "Sysmon configuration", "Linux auditd and syslog"]),
        sub("Network telemetry", ["Firewall, proxy and DNS logs", "Zeek logs and Suricata alerts", "Packet analysis with Wireshark"]),
      ]),
      mod("SIEM with Splunk and Microsoft Sentinel", [
        sub("Splunk", ["Indexes, sourcetypes and field extraction", "SPL searches with stats, eval and timechart", "Dashboards and scheduled alerts"]),
        sub("Microsoft Sentinel", ["Data connectors and Log Analytics", "KQL queries for investigations", "Analytics rules and incident management"]),
      ]),
      mod("Detection engineering", [
        sub("Writing detections", ["Sigma rules and conversion to SIEM queries", "Mapping detections to ATT&CK techniques", "Tuning out false positives"]),
        sub("Threat intelligence", ["Indicators of compromise versus TTPs", "Enriching alerts with threat intelligence feeds"]),
      ]),
      mod("Incident investigation and response", [
        sub("Triage and analysis", ["Phishing email and header analysis", "Malware triage in a sandbox", "Investigating suspicious PowerShell activity"]),
        sub("Incident response", ["The NIST incident response lifecycle", "Containment, eradication and recovery", "SOAR playbooks for repetitive tasks"]),
      ]),
      mod("Threat hunting and capstone", [
        sub("Threat hunting methodology", ["Hypothesis-driven hunting", "Hunting for persistence and lateral movement"]),
        sub("Capstone: simulated intrusion", [
          "Investigate a multi-stage attack across endpoint and network logs",
          "Write the incident report",
          "Create detections for the techniques observed",
        ]),
      ]),
    ],
  },
  {
    key: "secure-coding",
    courseTitle: "Secure Coding for Developers",
    courseSmlDesc:
      "Learn how vulnerabilities arise in real code and how to prevent them, with practical defences for injection, authentication, access control and dependencies.",
    categories: ["Cybersecurity"],
    courseDuration: 32,
    courseOverview: `<p>Security flaws are cheapest to fix before the code is merged. This course teaches software developers, tech leads and QA engineers how common vulnerabilities arise in real code and how to prevent them, with practical patterns for injection, authentication, authorisation, cryptography and dependency management that can be applied from the next sprint onwards.</p>
<h3>What you will learn</h3>
<ul><li>Recognise OWASP Top 10 and CWE Top 25 weaknesses during code review</li><li>Prevent SQL injection, XSS, SSRF and command injection with safe APIs and output encoding</li><li>Implement secure password storage, sessions, OAuth 2.0 and OpenID Connect</li><li>Design object-level authorisation checks and protect APIs against abuse</li><li>Use SAST, DAST, secret scanning and dependency scanning in the development pipeline</li></ul>
<h3>How it is taught</h3>
<p>Each live session follows an attack-then-defend pattern: the instructor exploits a vulnerability in a sample application, and you then fix the code and write a test that proves the fix. Examples are provided in Java, Python and JavaScript, so you can work in the language closest to your daily job. The capstone project is a deliberately insecure application that you audit, repair and harden.</p>
<h3>Prerequisites</h3>
<p>You should be able to read and write code in at least one mainstream language and have a basic understanding of how web applications and HTTP work. No previous security training is needed.</p>`,
    courseContent: [
      mod("A security mindset for developers", [
        sub("Why code becomes vulnerable", ["The OWASP Top 10 and CWE Top 25", "Trust boundaries and attack surface"]),
        sub("Threat modelling for development teams", ["Data flow diagrams", "Using STRIDE in design reviews"]),
      ]),
      mod("Input, output and injection", [
        sub("Injection flaws", ["SQL injection and parameterised queries", "Command injection and safe process execution", "Server-side request forgery"]),
        sub("Cross-site scripting", ["Reflected, stored and DOM-based XSS", "Context-aware output encoding", "Content Security Policy"]),
      ]),
      mod("Authentication and session management", [
        sub("Authentication", ["Password hashing with bcrypt and Argon2", "Multi-factor authentication", "OAuth 2.0 and OpenID Connect flows"]),
        sub("Sessions and tokens", ["Cookie attributes: HttpOnly, Secure and SameSite", "Common JWT pitfalls", "CSRF protection"]),
      ]),
      mod("Authorisation and data protection", [
        sub("Access control", ["Broken object-level authorisation", "Role-based and attribute-based access control"]),
        sub("Cryptography for developers", [
          "Using vetted libraries correctly",
          "TLS configuration and certificate validation",
          "Keeping secrets out of source code",
        ]),
      ]),
      mod("Secure APIs and dependencies", [
        sub("API security", ["The OWASP API Security Top 10", "Rate limiting and schema validation", "Mass assignment and excessive data exposure"]),
        sub("Software supply chain", ["Dependency scanning and SBOMs", "Lockfiles, pinned versions and update policies"]),
      ]),
      mod("Security in the development lifecycle", [
        sub("Security tooling", ["SAST with Semgrep", "DAST with OWASP ZAP", "Secret scanning on pull requests"]),
        sub("Capstone: harden an insecure application", ["Audit the code and rank the findings", "Fix each vulnerability and add regression tests"]),
      ]),
    ],
  },
];

import { mod, sub, type SeedCourse } from "./shape";

export const cloudCourses: SeedCourse[] = [
  // ---------------------------------------------------------------- Cloud
  {
    key: "aws-solutions-architect",
    courseTitle: "AWS Solutions Architect Associate",
    courseSmlDesc:
      "Design resilient, secure and cost-aware architectures on AWS, and prepare with confidence for the AWS Certified Solutions Architect – Associate exam.",
    categories: ["Cloud"],
    courseDuration: 48,
    courseOverview: `<p>This course is for system administrators, developers and IT professionals who want to design workloads on Amazon Web Services with the judgement of an experienced architect. You will learn to choose the right compute, storage, database and networking services for a given requirement, and to explain the trade-offs behind every decision you make.</p>
<h3>What you will be able to do</h3>
<ul><li>Design multi-tier VPC networks with public and private subnets, NAT gateways and VPC endpoints</li><li>Build highly available, auto-scaling applications across multiple Availability Zones</li><li>Select storage and database services based on access patterns, durability and cost</li><li>Secure workloads with IAM roles, KMS encryption and least-privilege policies</li><li>Review and improve an existing design with the AWS Well-Architected Framework</li></ul>
<h3>How it is taught</h3>
<p>Every module combines live instructor-led sessions with hands-on labs in a dedicated AWS sandbox account, so you build real infrastructure rather than watch slides. The course finishes with a capstone project in which you design, deploy and stress-test a three-tier web application, then present the architecture and its cost estimate to your instructor.</p>
<h3>Prerequisites and certification</h3>
<p>You should be comfortable with basic networking (IP addressing, DNS, HTTP) and have used a Linux or Windows command line. No prior AWS experience is required. The course maps to the exam guide for the <strong>AWS Certified Solutions Architect – Associate (SAA-C03)</strong> and includes a full-length practice test with a guided review.</p>`,
    courseContent: [
      mod("Cloud foundations and the AWS global infrastructure", [
        sub("Regions, Availability Zones and edge locations", [
          "Choosing a Region: latency, compliance and service availability",
          "Designing for multi-AZ resilience",
          "CloudFront edge locations and Local Zones",
        ]),
        sub("Accounts and the shared responsibility model", [
          "AWS Organizations and a multi-account strategy",
          "Service control policies",
          "The shared responsibility model in practice",
        ]),
      ]),
      mod("Identity and access management", [
        sub("IAM fundamentals", [
          "Users, groups, roles and policies",
          "Policy evaluation logic: explicit deny, allow and implicit deny",
          "Writing least-privilege policies",
        ]),
        sub("Federation and cross-account access", [
          "IAM Identity Center and SAML federation",
          "Cross-account roles with sts:AssumeRole",
          "Resource-based versus identity-based policies",
        ]),
      ]),
      mod("Networking with Amazon VPC", [
        sub("VPC design: subnets, route tables and NAT gateways", [
          "CIDR planning for public and private subnets",
          "Internet gateways, NAT gateways and egress-only gateways",
          "Security groups versus network ACLs",
        ]),
        sub("Connecting networks", ["VPC peering and AWS Transit Gateway", "Site-to-Site VPN and AWS Direct Connect", "Gateway and interface VPC endpoints"]),
        sub("DNS and content delivery", [
          "Route 53 routing policies: weighted, latency, failover and geolocation",
          "CloudFront distributions, origins and cache behaviours",
        ]),
      ]),
      mod("Compute and elasticity", [
        sub("Amazon EC2 in depth", [
          "Instance families and right-sizing",
          "On-Demand, Reserved Instances, Savings Plans and Spot",
          "Placement groups and EBS-optimised instances",
        ]),
        sub("Load balancing and Auto Scaling", [
          "Application, Network and Gateway Load Balancers",
          "Auto Scaling groups, launch templates and scaling policies",
          "Health checks and connection draining",
        ]),
        sub("Serverless and containers", [
          "AWS Lambda triggers, concurrency and cold starts",
          "Amazon ECS on AWS Fargate",
          "Choosing between EC2, containers and Lambda",
        ]),
      ]),
      mod("Storage and databases", [
        sub("Object, block and file storage", [
          "S3 storage classes and lifecycle policies",
          "S3 versioning, replication and Object Lock",
          "EBS volume types and snapshots",
          "EFS and FSx use cases",
        ]),
        sub("Managed databases", [
          "Amazon RDS Multi-AZ deployments and read replicas",
          "Aurora architecture and Aurora Serverless",
          "DynamoDB partition keys, capacity modes and global tables",
          "ElastiCache for Redis caching patterns",
        ]),
      ]),
      mod("Decoupling, data protection and monitoring", [
        sub("Application integration", ["SQS standard and FIFO queues", "SNS fan-out patterns", "EventBridge event buses and rules"]),
        sub("Data protection", ["KMS keys and envelope encryption", "Secrets Manager and Systems Manager Parameter Store", "AWS WAF and AWS Shield"]),
        sub("Observability and audit", ["CloudWatch metrics, alarms and Logs Insights", "CloudTrail and AWS Config for auditing"]),
      ]),
      mod("Well-Architected design and exam preparation", [
        sub("The Well-Architected Framework", [
          "Disaster recovery strategies: backup and restore, pilot light, warm standby and multi-site",
          "Cost optimisation and performance efficiency trade-offs",
        ]),
        sub("Capstone: three-tier web application", [
          "Architecture design document and review",
          "Build with an Application Load Balancer, Auto Scaling and Multi-AZ RDS",
          "Failure testing and monthly cost estimate",
        ]),
        sub("SAA-C03 exam readiness", ["Strategies for scenario-based questions", "Full-length practice test and guided review"]),
      ]),
    ],
  },
  {
    key: "azure-administrator",
    courseTitle: "Microsoft Azure Administrator",
    courseSmlDesc:
      "Learn to manage Azure identities, governance, storage, compute and virtual networks day to day, with hands-on labs aligned to the AZ-104 exam.",
    categories: ["Cloud"],
    courseDuration: 40,
    courseOverview: `<p>Microsoft Azure Administrator is a practical course for IT professionals who manage, or are about to manage, an organisation's Azure environment. You will learn to run subscriptions, identities, storage, virtual machines and networks day to day, and to keep them secure, monitored and within budget, using the portal, Azure CLI, PowerShell and Bicep templates.</p>
<h3>What you will learn</h3>
<ul><li>Manage users, groups and role-based access with Microsoft Entra ID and Azure RBAC</li><li>Enforce governance with Azure Policy, resource locks, tags and cost budgets</li><li>Configure storage accounts, blob access tiers and file shares, and secure access with SAS tokens</li><li>Deploy and scale virtual machines, scale sets and App Service applications</li><li>Build virtual networks with peering, NSGs, VPN gateways and private endpoints</li><li>Set up Azure Monitor alerts, Log Analytics queries, backups and Site Recovery</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are paired with guided labs in real Azure subscriptions, so every concept is practised straight away. In the capstone project you build a small landing zone for a fictional company, covering identity, a hub-and-spoke network, policy, backup and monitoring.</p>
<h3>Prerequisites and certification</h3>
<p>You should understand operating systems, networking basics and virtualisation; six months of hands-on IT administration is ideal. The syllabus follows the skills measured for the <strong>Microsoft Certified: Azure Administrator Associate (AZ-104)</strong> exam.</p>`,
    courseContent: [
      mod("Azure fundamentals for administrators", [
        sub("The management hierarchy", [
          "Tenants, management groups, subscriptions and resource groups",
          "Azure Resource Manager and resource providers",
          "Tagging and naming conventions",
        ]),
        sub("Tools of the trade", ["Azure portal, Cloud Shell and Azure CLI", "Azure PowerShell modules", "ARM templates and Bicep basics"]),
      ]),
      mod("Identity and governance", [
        sub("Microsoft Entra ID", ["Users, groups and administrative units", "Self-service password reset", "Guest access with B2B collaboration"]),
        sub("Access control", ["Azure RBAC built-in and custom roles", "Role assignment scope and inheritance"]),
        sub("Governance and cost control", ["Azure Policy definitions and initiatives", "Resource locks", "Cost Management budgets and alerts"]),
      ]),
      mod("Storage", [
        sub("Storage accounts", [
          "Redundancy options: LRS, ZRS, GRS and GZRS",
          "Blob access tiers and lifecycle management",
          "Shared access signatures and stored access policies",
        ]),
        sub("Azure Files and data movement", ["Azure file shares and Azure File Sync", "AzCopy and Azure Storage Explorer"]),
      ]),
      mod("Compute", [
        sub("Virtual machines", [
          "VM sizes, managed disks and images",
          "Availability sets versus availability zones",
          "Virtual Machine Scale Sets and autoscale rules",
        ]),
        sub("App Service and containers", [
          "App Service plans, deployment slots and scaling",
          "Azure Container Instances",
          "An introduction to Azure Container Apps",
        ]),
      ]),
      mod("Networking", [
        sub("Virtual networks", [
          "Address spaces, subnets and IP addressing",
          "Network security groups and application security groups",
          "User-defined routes",
        ]),
        sub("Connectivity", ["VNet peering and gateway transit", "VPN Gateway for site-to-site connections", "Service endpoints and private endpoints"]),
        sub("Load balancing and name resolution", ["Azure Load Balancer and Application Gateway", "Azure DNS public and private zones"]),
      ]),
      mod("Monitoring, backup and recovery", [
        sub("Azure Monitor", ["Metrics, Log Analytics workspaces and KQL queries", "Alert rules and action groups", "VM insights and diagnostic settings"]),
        sub("Business continuity", ["Recovery Services vaults and backup policies", "Azure Site Recovery for virtual machine replication"]),
      ]),
      mod("Capstone and AZ-104 preparation", [
        sub("Capstone: landing zone for a mid-sized company", [
          "Subscription and RBAC design",
          "Hub-and-spoke network build",
          "Policy, backup and monitoring baseline",
        ]),
        sub("Exam readiness", ["Lab-based question practice", "Practice assessment and review"]),
      ]),
    ],
  },
];

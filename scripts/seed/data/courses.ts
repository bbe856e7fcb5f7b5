/**
 * Demo catalogue for Stackwise Academy.
 *
 * Each course image lives at /images/courses/{key}.svg.
 * Three courses (cloud-finops, gitops-argocd, rpa-uipath) intentionally have an
 * empty outline, so the course page shows the spec's empty-outline message.
 */

export interface SeedCourse {
  key: string;
  courseTitle: string;
  courseSmlDesc: string;
  categories: string[];
  courseDuration: number;
  courseOverview: string;
  courseContent: SeedModule[];
}

export interface SeedModule {
  moduleTitle: string;
  subModules: {
    subModuleTitle: string;
    subsubModules: { subSubModuleTitle: string }[];
  }[];
}

type SeedSubModule = SeedModule["subModules"][number];

/** Builds a sub-module from its title and a list of topic titles. */
function sub(subModuleTitle: string, topics: string[] = []): SeedSubModule {
  return {
    subModuleTitle,
    subsubModules: topics.map((subSubModuleTitle) => ({ subSubModuleTitle })),
  };
}

/** Builds a module from its title and sub-modules. */
function mod(moduleTitle: string, subModules: SeedSubModule[]): SeedModule {
  return { moduleTitle, subModules };
}

export const seedCourses: SeedCourse[] = [
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
  {
    key: "gcp-cloud-architect",
    courseTitle: "Google Cloud Professional Cloud Architect",
    courseSmlDesc:
      "Turn business requirements into secure, scalable Google Cloud architectures through design exercises, hands-on labs and Professional Cloud Architect exam preparation.",
    categories: ["Cloud"],
    courseDuration: 56,
    courseOverview: `<p>Google Cloud Professional Cloud Architect is an advanced course for engineers and architects who design solutions on Google Cloud for real businesses. It goes beyond individual services to teach how to turn business and technical requirements into secure, scalable and cost-effective architectures, and how to justify those designs to stakeholders.</p>
<h3>What you will be able to do</h3>
<ul><li>Structure organisations, folders and projects with sound IAM and policy controls</li><li>Choose between Compute Engine, GKE, Cloud Run and App Engine for a given workload</li><li>Design VPC networks, hybrid connectivity and global load balancing</li><li>Select the right data store among Cloud SQL, Spanner, Firestore, Bigtable and BigQuery</li><li>Plan for reliability with SLOs, disaster recovery targets and observability</li></ul>
<h3>How it is taught</h3>
<p>Sessions are live and instructor-led, with hands-on labs in Google Cloud projects after each module. Much of the course is spent on design exercises in the style of the official exam case studies: you work through requirements in small groups, sketch architectures and defend your choices. The capstone is a complete migration design for a retail platform, reviewed by your instructor and peers.</p>
<h3>Prerequisites and certification</h3>
<p>You should have at least a year of hands-on cloud experience, ideally including some Google Cloud, and be comfortable with networking, Linux and infrastructure concepts. The course prepares you for the <strong>Google Cloud Professional Cloud Architect</strong> certification exam.</p>`,
    courseContent: [
      mod("Designing on Google Cloud", [
        sub("Resource hierarchy and IAM", [
          "Organisations, folders and projects",
          "IAM roles, service accounts and Workload Identity Federation",
          "Organisation policy constraints",
        ]),
        sub("Working from the case studies", [
          "Translating business requirements into technical requirements",
          "Identifying constraints: compliance, latency and budget",
        ]),
      ]),
      mod("Compute choices", [
        sub("Compute Engine", [
          "Machine families, custom machine types and Spot VMs",
          "Managed instance groups and autoscaling",
          "Instance templates and rolling updates",
        ]),
        sub("Google Kubernetes Engine", ["Autopilot versus Standard clusters", "Node pools, Workload Identity and cluster upgrades"]),
        sub("Serverless platforms", ["Cloud Run services and jobs", "Cloud Run functions and event triggers", "App Engine standard and flexible environments"]),
      ]),
      mod("Networking", [
        sub("VPC design", [
          "Global VPCs, regional subnets and firewall rules",
          "Shared VPC and VPC Network Peering",
          "Private Google Access and Private Service Connect",
        ]),
        sub("Hybrid connectivity and load balancing", [
          "Cloud VPN and Cloud Interconnect",
          "Global external Application Load Balancer",
          "Cloud CDN and Cloud Armor",
        ]),
      ]),
      mod("Storage, databases and analytics", [
        sub("Choosing a storage service", ["Cloud Storage classes and lifecycle rules", "Persistent Disk, Hyperdisk and Filestore"]),
        sub("Databases", ["Cloud SQL and AlloyDB for PostgreSQL", "Spanner for globally consistent workloads", "Firestore and Bigtable access patterns"]),
        sub("Analytics", ["BigQuery datasets, partitioning and clustering", "Pub/Sub and Dataflow for streaming ingestion"]),
      ]),
      mod("Reliability, security and operations", [
        sub("Designing for reliability", ["SLIs, SLOs and error budgets", "Disaster recovery patterns and RTO/RPO targets"]),
        sub("Security controls", [
          "Cloud KMS and customer-managed encryption keys",
          "VPC Service Controls perimeters",
          "Secret Manager and Binary Authorization",
        ]),
        sub("Google Cloud Observability", [
          "Cloud Monitoring dashboards and uptime checks",
          "Cloud Logging sinks and log-based metrics",
          "Error Reporting and Cloud Trace",
        ]),
      ]),
      mod("Delivery, migration and cost", [
        sub("Infrastructure and delivery", ["Terraform on Google Cloud", "Cloud Build and Artifact Registry", "Blue/green and canary deployment strategies"]),
        sub("Migration and cost management", [
          "Migration Center assessments and Migrate to Virtual Machines",
          "Committed use discounts and sustained use discounts",
          "Billing export to BigQuery for cost analysis",
        ]),
      ]),
      mod("Capstone and exam preparation", [
        sub("Capstone: retail platform migration", [
          "Current-state assessment and requirements",
          "Target architecture diagrams and decision records",
          "Peer review and instructor feedback",
        ]),
        sub("Exam readiness", ["Case study walkthroughs", "Practice exam and debrief"]),
      ]),
    ],
  },
  {
    key: "linux-for-cloud-engineers",
    courseTitle: "Linux Administration for Cloud Engineers",
    courseSmlDesc:
      "Master the Linux command line, services, storage, networking and shell scripting that every cloud and DevOps engineer relies on, through practical terminal-based labs.",
    categories: ["Cloud", "DevOps"],
    courseDuration: 32,
    courseOverview: `<p>Nearly every cloud workload runs on Linux, and engineers who understand it troubleshoot faster and automate with confidence. This course takes you from everyday command-line work to administering and hardening Linux servers in the cloud, with a strong focus on the tasks that cloud and DevOps engineers actually perform on the job.</p>
<h3>What you will learn</h3>
<ul><li>Work fluently in Bash with pipes, text-processing tools and shell scripts</li><li>Manage users, permissions, processes and systemd services</li><li>Configure storage with LVM and filesystems, and manage software packages</li><li>Diagnose network problems and secure remote access with SSH and firewalls</li><li>Bootstrap cloud instances with cloud-init and schedule automated jobs</li></ul>
<h3>How it is taught</h3>
<p>Each live session is built around a terminal: the instructor demonstrates, then you repeat and extend the work on your own lab virtual machines. Short troubleshooting challenges, such as a service that will not start or a disk that has filled up, build real diagnostic habits. The capstone project has you build, harden and automate a web server on a cloud VM.</p>
<h3>Who it is for</h3>
<p>The course suits Windows administrators moving into cloud roles, developers who deploy to Linux and new DevOps engineers. No prior Linux experience is assumed, only general computer literacy. It also provides a solid grounding for the <em>LFCS</em> and <em>RHCSA</em> certifications.</p>`,
    courseContent: [
      mod("The shell and the filesystem", [
        sub("Working in Bash", [
          "Navigating the filesystem hierarchy",
          "Pipes, redirection and command substitution",
          "grep, sed, awk and find for everyday tasks",
        ]),
        sub("Files and permissions", ["Ownership, chmod and umask", "setuid, setgid and the sticky bit", "Access control lists with setfacl"]),
      ]),
      mod("Users, processes and services", [
        sub("Users and privileges", ["Managing users and groups", "sudoers configuration and least privilege"]),
        sub("Processes", ["Inspecting processes with ps, top and htop", "Signals, nice values and job control"]),
        sub("systemd", ["Units, targets and systemctl", "Writing a custom service unit", "Reading logs with journalctl"]),
      ]),
      mod("Storage and software", [
        sub("Disks and filesystems", [
          "Partitioning with fdisk and parted",
          "LVM physical volumes, volume groups and logical volumes",
          "ext4 and XFS, mounting and /etc/fstab",
        ]),
        sub("Package management", ["apt and dnf repositories", "Pinning versions and unattended upgrades"]),
      ]),
      mod("Networking and remote access", [
        sub("Network configuration and troubleshooting", [
          "ip, ss and nmcli",
          "DNS resolution and /etc/hosts",
          "Troubleshooting with ping, traceroute, dig and curl",
        ]),
        sub("SSH and firewalls", ["Key-based authentication and hardening sshd_config", "SSH tunnelling and jump hosts", "firewalld and nftables basics"]),
      ]),
      mod("Linux in the cloud", [
        sub("Cloud instances", ["Cloud images and cloud-init user data", "Instance metadata services", "Attaching and resizing cloud block volumes"]),
        sub("Shell scripting and scheduling", [
          "Variables, loops, functions and exit codes",
          "Scheduling with cron and systemd timers",
          "Log rotation with logrotate",
        ]),
        sub("Performance triage", ["CPU and memory with vmstat and free", "Disk I/O with iostat and df"]),
      ]),
      mod("Capstone project", [
        sub("Build and harden a web server on a cloud VM", [
          "Provision the instance and configure Nginx",
          "Apply SSH, firewall and user hardening",
          "Automate the full setup with a cloud-init script",
        ]),
        sub("Troubleshooting challenge"),
      ]),
    ],
  },
  {
    key: "cloud-finops",
    courseTitle: "Cloud Cost Optimisation with FinOps",
    courseSmlDesc:
      "Bring accountability to cloud spending with the FinOps framework: allocate costs, cut waste, use commitment discounts wisely and build cost KPIs teams act on.",
    categories: ["Cloud"],
    courseDuration: 24,
    courseOverview: `<p>Cloud bills grow quickly when nobody owns them. This course teaches engineers, finance analysts and technology managers how to bring accountability to cloud spending using the FinOps framework, so that teams can make informed trade-offs between speed, cost and quality instead of reacting to an unexpected invoice at the end of the month.</p>
<h3>What you will learn</h3>
<ul><li>Explain the FinOps lifecycle of inform, optimise and operate, and the roles involved</li><li>Build cost allocation with tagging strategies, account structures and showback reports</li><li>Read and analyse billing data from AWS, Azure and Google Cloud</li><li>Right-size compute, schedule non-production resources and clean up waste</li><li>Evaluate Savings Plans, reservations and committed use discounts</li><li>Define unit economics and cost KPIs that engineering teams can act on</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are combined with practical exercises on realistic billing exports and cost dashboards. You finish with a capstone project in which you analyse a fictional company's multi-cloud spend and present a prioritised savings plan to a mock leadership panel.</p>
<h3>Prerequisites and certification</h3>
<p>Basic familiarity with at least one public cloud is helpful but not essential, and no programming is required. The course aligns with the <strong>FinOps Certified Practitioner</strong> exam from the FinOps Foundation.</p>`,
    courseContent: [],
  },

  // --------------------------------------------------------------- DevOps
  {
    key: "docker-kubernetes",
    courseTitle: "Docker and Kubernetes Fundamentals",
    courseSmlDesc:
      "Build efficient container images, then deploy, scale and troubleshoot multi-service applications on Kubernetes through hands-on cluster labs.",
    categories: ["DevOps", "Cloud"],
    courseDuration: 48,
    courseOverview: `<p>Containers and Kubernetes have become the standard way to package and run modern applications. This course gives developers, system administrators and aspiring DevOps engineers a thorough, hands-on grounding in both: you will start by building efficient Docker images and finish by deploying, scaling and troubleshooting multi-service applications on a Kubernetes cluster.</p>
<h3>What you will be able to do</h3>
<ul><li>Write secure, multi-stage Dockerfiles and run local stacks with Docker Compose</li><li>Explain the Kubernetes control plane and how the scheduler places workloads</li><li>Deploy applications with Deployments, Services, Ingress, ConfigMaps and Secrets</li><li>Manage persistent storage, autoscaling, RBAC and network policies</li><li>Package releases with Helm and diagnose failing pods methodically</li></ul>
<h3>How it is taught</h3>
<p>Classes are live and instructor-led, and every topic is followed by a lab on your own cluster. Labs deliberately include broken configurations so you practise reading events, logs and describe output. In the capstone project you containerise a microservices application and deploy it to a managed Kubernetes service with Helm, probes, autoscaling and network policies.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable on the Linux command line and understand basic networking; some experience of any programming or scripting language helps. The Kubernetes modules cover much of the syllabus for the <strong>Certified Kubernetes Application Developer (CKAD)</strong> exam.</p>`,
    courseContent: [
      mod("Containers from first principles", [
        sub("How containers work", ["Linux namespaces and cgroups", "Images, layers and the OCI specification", "Containers versus virtual machines"]),
        sub("Docker essentials", ["Running, inspecting and debugging containers", "Volumes and bind mounts", "Bridge networks and port publishing"]),
      ]),
      mod("Building images", [
        sub("Writing Dockerfiles", [
          "Instructions, build context and .dockerignore",
          "Multi-stage builds for small images",
          "Layer caching and instruction order",
        ]),
        sub("Image hygiene", ["Non-root users and minimal base images", "Scanning images with Trivy", "Tagging and pushing to a registry"]),
        sub("Docker Compose", ["Multi-container applications with compose.yaml", "Environment variables and secrets in development"]),
      ]),
      mod("Kubernetes architecture", [
        sub("Control plane and nodes", ["API server, etcd, scheduler and controller manager", "kubelet, kube-proxy and the container runtime"]),
        sub("Working with the cluster", ["kubectl contexts and namespaces", "Declarative manifests and kubectl apply", "Labels, selectors and annotations"]),
      ]),
      mod("Workloads and configuration", [
        sub("Pods and controllers", [
          "Pod lifecycle, init containers and sidecars",
          "Deployments, ReplicaSets and rolling updates",
          "StatefulSets, DaemonSets, Jobs and CronJobs",
        ]),
        sub("Configuration and health", ["ConfigMaps and Secrets", "Resource requests, limits and QoS classes", "Liveness, readiness and startup probes"]),
      ]),
      mod("Networking and storage", [
        sub("Services and Ingress", ["ClusterIP, NodePort and LoadBalancer Services", "Ingress controllers and TLS termination", "NetworkPolicies"]),
        sub("Persistent storage", ["PersistentVolumes and PersistentVolumeClaims", "StorageClasses and dynamic provisioning"]),
      ]),
      mod("Operating Kubernetes", [
        sub("Scaling and scheduling", ["Horizontal Pod Autoscaler", "Node affinity, taints and tolerations"]),
        sub("Security and packaging", ["RBAC roles and service accounts", "Pod Security Standards", "Packaging applications with Helm charts"]),
        sub("Troubleshooting", [
          "Reading events and container logs",
          "Debugging CrashLoopBackOff and ImagePullBackOff",
          "kubectl debug and ephemeral containers",
        ]),
      ]),
      mod("Capstone project", [
        sub("Containerise a microservices application", ["Dockerfiles and a Compose file for local development", "Image build and push from a pipeline"]),
        sub("Deploy to a managed Kubernetes cluster", [
          "Helm chart with configurable values",
          "Probes, autoscaling and a NetworkPolicy",
          "Live demonstration and instructor review",
        ]),
      ]),
    ],
  },
  {
    key: "terraform-iac",
    courseTitle: "Terraform Infrastructure as Code",
    courseSmlDesc:
      "Provision repeatable, version-controlled cloud environments with Terraform, from HCL basics to remote state, reusable modules and CI-driven plans.",
    categories: ["DevOps", "Cloud"],
    courseDuration: 32,
    courseOverview: `<p>Terraform lets teams describe their infrastructure in code, review it like code and rebuild it reliably. This course is for cloud engineers, system administrators and developers who want to move from clicking in consoles to provisioning repeatable, version-controlled environments, and to run Terraform safely as a team rather than from one person's laptop.</p>
<h3>What you will learn</h3>
<ul><li>Write clean HCL using variables, outputs, locals, for_each and dynamic blocks</li><li>Manage state with remote backends, locking, imports and moved blocks</li><li>Design reusable, versioned modules and sensible environment layouts</li><li>Run Terraform through CI pipelines with plan reviews on pull requests</li><li>Add quality and policy checks with TFLint, Checkov and policy as code</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions alternate with hands-on labs on AWS, with notes on the equivalent Azure and Google Cloud providers. You will deliberately break and repair state in the lab so that real-world recovery holds no surprises. The capstone project is a multi-environment platform built from your own modules and deployed through a pipeline.</p>
<h3>Prerequisites and certification</h3>
<p>Basic familiarity with a public cloud and with Git is expected. The course covers every objective of the <strong>HashiCorp Certified: Terraform Associate</strong> exam and includes practice questions.</p>`,
    courseContent: [
      mod("Infrastructure as code foundations", [
        sub("Why infrastructure as code", ["Declarative versus imperative provisioning", "Terraform, CloudFormation, Pulumi and Ansible compared"]),
        sub("The Terraform workflow", [
          "init, plan, apply and destroy",
          "Providers, version constraints and the lock file",
          "HCL syntax: blocks, arguments and expressions",
        ]),
      ]),
      mod("The Terraform language", [
        sub("Resources and data sources", [
          "Implicit and explicit dependencies",
          "Data sources for existing infrastructure",
          "Lifecycle rules: create_before_destroy and prevent_destroy",
        ]),
        sub("Variables, locals and outputs", ["Input variable types and validation", "Locals and outputs", "tfvars files and environment variables"]),
        sub("Iteration and expressions", ["count versus for_each", "for expressions and dynamic blocks", "Built-in functions"]),
      ]),
      mod("State management", [
        sub("Understanding state", ["What the state file records and why", "Sensitive values in state"]),
        sub("Remote backends", ["S3 backend with state locking", "HCP Terraform workspaces", "Migrating state between backends"]),
        sub("Refactoring safely", ["Import blocks and terraform import", "moved blocks and terraform state mv", "Detecting and handling drift"]),
      ]),
      mod("Modules", [
        sub("Writing modules", ["Module structure and interface design", "Versioning modules with Git tags and a private registry"]),
        sub("Composing environments", ["Root modules and child modules", "Workspaces versus directory-per-environment layouts"]),
      ]),
      mod("Terraform in teams", [
        sub("Automation", ["Running Terraform in CI pipelines", "Plan reviews on pull requests"]),
        sub("Quality and policy", ["terraform fmt, validate and TFLint", "Security scanning with Checkov", "Policy as code with Sentinel and OPA"]),
        sub("Testing", ["The terraform test framework", "Pre-commit hooks"]),
      ]),
      mod("Capstone and certification", [
        sub("Capstone: multi-environment AWS platform", [
          "Network, compute and database modules",
          "Remote state and CI-driven plans",
          "Promotion from staging to production",
        ]),
        sub("Terraform Associate preparation", ["Objective-by-objective review", "Practice questions and discussion"]),
      ]),
    ],
  },
  {
    key: "cicd-pipelines",
    courseTitle: "CI/CD Pipelines with GitHub Actions and Jenkins",
    courseSmlDesc:
      "Design and build trustworthy delivery pipelines in GitHub Actions and Jenkins, with automated testing, security scanning and safe deployment strategies.",
    categories: ["DevOps", "Automation"],
    courseDuration: 40,
    courseOverview: `<p>A reliable delivery pipeline is what lets a team release small changes many times a day without fear. This course teaches developers, testers and DevOps engineers how to design and build CI/CD pipelines with the two tools they are most likely to meet at work, GitHub Actions and Jenkins, and how to add the testing, security and deployment practices that make those pipelines trustworthy.</p>
<h3>What you will be able to do</h3>
<ul><li>Write GitHub Actions workflows with matrices, caching, reusable workflows and environments</li><li>Build declarative Jenkins pipelines, shared libraries and Kubernetes-based agents</li><li>Add unit, integration and end-to-end tests, code coverage and quality gates</li><li>Integrate static analysis, dependency scanning and container scanning</li><li>Deploy safely with blue/green and canary strategies, feature flags and automated rollback</li></ul>
<h3>How it is taught</h3>
<p>The course is delivered through live instructor-led sessions and hands-on labs on a sample web service. For the capstone project you build the same end-to-end pipeline in both tools, from commit to production with manual approvals, and compare the results.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable with Git and the command line and be able to read code in at least one language. Basic Docker knowledge is helpful; our Docker and Kubernetes Fundamentals course is a good companion.</p>`,
    courseContent: [
      mod("Continuous integration and delivery concepts", [
        sub("Principles", [
          "Trunk-based development and branching strategies",
          "The deployment pipeline: build, test, release and deploy",
          "Measuring delivery performance with DORA metrics",
        ]),
        sub("Version control workflows", ["Pull requests and code review", "Branch protection and required status checks"]),
      ]),
      mod("GitHub Actions", [
        sub("Workflow fundamentals", [
          "Workflow syntax: events, jobs and steps",
          "GitHub-hosted and self-hosted runners",
          "Expressions, contexts and conditionals",
        ]),
        sub("Building real pipelines", [
          "Matrix builds across versions and operating systems",
          "Dependency caching and artifacts",
          "Reusable workflows and composite actions",
        ]),
        sub("Secure deployments", ["Secrets and environment protection rules", "OpenID Connect to AWS and Azure without long-lived keys"]),
      ]),
      mod("Jenkins", [
        sub("Jenkins architecture", ["Controller and agents", "Plugins and credentials management"]),
        sub("Pipelines as code", ["Declarative Jenkinsfile syntax", "Stages, parallel steps and post conditions", "Shared libraries"]),
        sub("Scaling Jenkins", ["Ephemeral agents on Kubernetes", "Multibranch pipelines and webhooks"]),
      ]),
      mod("Testing and quality gates", [
        sub("Automated testing in the pipeline", ["Unit, integration and end-to-end test stages", "Publishing test reports and code coverage"]),
        sub("Quality and security checks", ["Static analysis with SonarQube", "Dependency and container image scanning", "Failing the build on quality gates"]),
      ]),
      mod("Release and deployment strategies", [
        sub("Artifacts and versioning", ["Semantic versioning and release tagging", "Container registries and artifact repositories"]),
        sub("Deployment patterns", ["Blue/green and canary deployments", "Feature flags", "Automated rollback on failed health checks"]),
      ]),
      mod("Capstone project", [
        sub("End-to-end pipeline for a web service", ["Build, test and containerise the service", "Deploy to staging and production with approvals"]),
        sub("Comparing implementations", ["GitHub Actions and Jenkins side by side", "Retrospective and instructor review"]),
      ]),
    ],
  },
  {
    key: "site-reliability-engineering",
    courseTitle: "Site Reliability Engineering in Practice",
    courseSmlDesc:
      "Run reliable services with SLOs, error budgets, actionable alerting, blameless incident response and chaos engineering, taught through realistic outage simulations.",
    categories: ["DevOps"],
    courseDuration: 40,
    courseOverview: `<p>Site Reliability Engineering applies software engineering to operations problems. This course is for operations engineers, DevOps engineers and developers with on-call duties who want to run services that are reliable by design, measured by service level objectives rather than gut feeling, and improved through automation instead of heroics.</p>
<h3>What you will learn</h3>
<ul><li>Define meaningful SLIs and SLOs and manage releases with error budgets</li><li>Instrument services with Prometheus, Grafana and OpenTelemetry</li><li>Write alerts on SLO burn rates that page people only when it matters</li><li>Run incidents with clear roles and lead blameless postmortems</li><li>Apply resilience patterns, capacity planning and chaos engineering</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions draw on real incident case studies, and each module includes a lab on a small microservices application running on Kubernetes. Midway through the course you take part in a simulated outage as a member of an incident response team. The capstone project asks you to make a service production-ready: define its SLOs, build its alerting and runbooks, and present a reliability roadmap.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable with Linux, basic networking and at least one scripting language, and have some exposure to containers. Experience of supporting a production system is valuable but not required.</p>`,
    courseContent: [
      mod("SRE principles", [
        sub("What SRE is", [
          "SRE compared with traditional operations and DevOps",
          "Identifying and measuring toil",
          "Capping operational work to protect engineering time",
        ]),
        sub("Service levels", ["Choosing SLIs that reflect user experience", "Setting and documenting SLOs", "Error budgets and error budget policies"]),
      ]),
      mod("Observability", [
        sub("Metrics", ["The Prometheus data model and PromQL", "The four golden signals, RED and USE methods", "Grafana dashboards that answer questions"]),
        sub("Logs and traces", ["Structured logging and log aggregation", "Distributed tracing with OpenTelemetry"]),
        sub("Alerting", ["Multi-window, multi-burn-rate SLO alerts", "Alertmanager routing, grouping and silences", "Reducing alert fatigue"]),
      ]),
      mod("Incident management", [
        sub("Responding to incidents", [
          "Incident roles: commander, communications and operations",
          "Severity levels and escalation",
          "Status pages and stakeholder updates",
        ]),
        sub("Learning from incidents", ["Running a blameless postmortem", "Tracking action items to completion"]),
      ]),
      mod("Designing reliable systems", [
        sub("Resilience patterns", [
          "Timeouts, retries with exponential backoff and circuit breakers",
          "Load shedding and graceful degradation",
          "Redundancy and failure domains",
        ]),
        sub("Capacity and performance", ["Load testing with k6", "Capacity planning and forecasting"]),
        sub("Safe change management", ["Progressive rollouts and automated canary analysis", "Release safety checklists"]),
      ]),
      mod("Chaos engineering and on-call", [
        sub("Chaos engineering", ["Defining a steady-state hypothesis", "Planning and running game days", "Fault injection with Chaos Mesh"]),
        sub("Sustainable on-call", ["Rotation design and handovers", "Writing and automating runbooks"]),
      ]),
      mod("Capstone project", [
        sub("Make a service production-ready", [
          "Define SLOs and build burn-rate alerts",
          "Write runbooks for the top failure modes",
          "Present a reliability roadmap",
        ]),
        sub("Simulated incident", ["Respond to an injected production outage", "Write and present the postmortem"]),
      ]),
    ],
  },
  {
    key: "gitops-argocd",
    courseTitle: "GitOps with Argo CD",
    courseSmlDesc:
      "Deliver Kubernetes applications declaratively with Argo CD, using Git as the single source of truth for reviewed, auditable and easily reversible changes.",
    categories: ["DevOps"],
    courseDuration: 24,
    courseOverview: `<p>GitOps makes Git the single source of truth for what runs in your Kubernetes clusters. In this course, platform engineers and DevOps practitioners learn to deliver applications declaratively with Argo CD, so that every change is reviewed, auditable and automatically reconciled, and a rollback is as simple as reverting a commit.</p>
<h3>What you will learn</h3>
<ul><li>Explain the GitOps principles and how pull-based delivery differs from push-based CI/CD</li><li>Install and configure Argo CD, and manage Applications, Projects and sync policies</li><li>Structure configuration repositories with Helm and Kustomize for multiple environments</li><li>Manage many clusters and applications with ApplicationSets and the app-of-apps pattern</li><li>Handle secrets safely with Sealed Secrets or the External Secrets Operator</li><li>Automate progressive delivery with Argo Rollouts canary and blue/green strategies</li></ul>
<h3>How it is taught</h3>
<p>The course runs as live instructor-led sessions with a hands-on lab environment of two Kubernetes clusters per learner. The capstone project is a complete GitOps workflow that promotes an application from staging to production through pull requests.</p>
<h3>Prerequisites</h3>
<p>Working knowledge of Kubernetes, kubectl and Git is required. Completing our Docker and Kubernetes Fundamentals course, or having equivalent experience, is strongly recommended.</p>`,
    courseContent: [],
  },

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

  // ----------------------------------------------------- Data Engineering
  {
    key: "spark-databricks",
    courseTitle: "Apache Spark and Databricks for Data Engineers",
    courseSmlDesc:
      "Build scalable batch and streaming pipelines with PySpark, Delta Lake and Databricks, and learn to tune Spark jobs by reading what the engine is really doing.",
    categories: ["Data Engineering"],
    courseDuration: 48,
    courseOverview: `<p>Apache Spark is the engine behind a large share of the world's data pipelines, and Databricks has made it the foundation of the lakehouse. This course is for data engineers, ETL developers and analysts moving into engineering who want to build scalable batch and streaming pipelines with PySpark, Delta Lake and the Databricks platform.</p>
<h3>What you will be able to do</h3>
<ul><li>Explain how Spark executes jobs, stages and tasks across a cluster</li><li>Transform data with the DataFrame API and Spark SQL, including joins and window functions</li><li>Build reliable lakehouse tables with Delta Lake, MERGE and time travel</li><li>Organise pipelines using the bronze, silver and gold medallion architecture</li><li>Tune performance by reading the Spark UI and fixing skew, shuffles and small files</li><li>Process streaming data with Structured Streaming and schedule production workflows</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are followed by hands-on labs in a Databricks workspace using realistic retail and clickstream data sets. The capstone project is an end-to-end sales lakehouse, from raw file ingestion to a scheduled pipeline and a published dashboard.</p>
<h3>Prerequisites and certification</h3>
<p>You should know SQL well and have a working knowledge of Python. The course prepares you for the <strong>Databricks Certified Data Engineer Associate</strong> exam.</p>`,
    courseContent: [
      mod("Distributed processing foundations", [
        sub("Why Spark", ["From MapReduce to in-memory processing", "Spark architecture: driver, executors and cluster manager"]),
        sub("The execution model", ["Jobs, stages and tasks", "Lazy evaluation and the DAG", "Narrow and wide transformations"]),
      ]),
      mod("Spark DataFrames and Spark SQL", [
        sub("The DataFrame API with PySpark", ["Reading CSV, JSON and Parquet", "Selecting, filtering and aggregating", "Joins and window functions"]),
        sub("Spark SQL", ["Temporary views and the catalog", "User-defined functions and their performance cost"]),
      ]),
      mod("The Databricks platform", [
        sub("Workspace essentials", ["Notebooks, compute clusters and SQL warehouses", "Git folders and version control"]),
        sub("Unity Catalog", ["Catalogs, schemas, tables and volumes", "Access control and data lineage"]),
      ]),
      mod("Delta Lake and the lakehouse", [
        sub("Delta Lake", ["ACID transactions and the transaction log", "MERGE for upserts", "Time travel, VACUUM and OPTIMIZE"]),
        sub("Medallion architecture", ["Bronze, silver and gold layers", "Incremental ingestion with Auto Loader"]),
      ]),
      mod("Performance tuning", [
        sub("Understanding the query plan", ["Reading the Spark UI", "The Catalyst optimiser and Adaptive Query Execution"]),
        sub("Tuning techniques", ["Partitioning and file sizing", "Broadcast joins and handling data skew", "Caching, and when not to cache"]),
      ]),
      mod("Streaming and production pipelines", [
        sub("Structured Streaming", ["Sources, sinks and triggers", "Watermarks and late-arriving data", "Checkpointing and recovery"]),
        sub("Orchestration", ["Databricks Workflows and job clusters", "Data quality expectations in Delta Live Tables"]),
      ]),
      mod("Capstone and certification", [
        sub("Capstone: retail sales lakehouse", [
          "Ingest raw files into bronze tables",
          "Cleanse and model silver and gold tables",
          "Schedule the pipeline and publish a dashboard",
        ]),
        sub("Data Engineer Associate preparation", ["Exam objectives review", "Practice questions and discussion"]),
      ]),
    ],
  },
  {
    key: "airflow-pipelines",
    courseTitle: "Data Pipelines with Apache Airflow",
    courseSmlDesc:
      "Design dependable data pipelines as Python code with Apache Airflow, with clear dependencies, retries, alerting, backfills and production-ready deployment.",
    categories: ["Data Engineering", "Automation"],
    courseDuration: 32,
    courseOverview: `<p>Apache Airflow is the most widely used open-source tool for scheduling and monitoring data workflows. This course shows data engineers, analytics engineers and automation specialists how to design dependable pipelines as Python code, with clear dependencies, retries, alerting and backfills, and how to run Airflow in production without surprises.</p>
<h3>What you will learn</h3>
<ul><li>Understand the Airflow scheduler, executors and metadata database</li><li>Write DAGs with the TaskFlow API, operators, hooks and connections</li><li>Use sensors, deferrable operators, datasets and dynamic task mapping</li><li>Build an ELT pipeline that extracts from APIs, loads into a warehouse and runs dbt</li><li>Add data quality checks, SLAs, alerts and automated tests for your DAGs</li></ul>
<h3>How it is taught</h3>
<p>Every live, instructor-led session includes a hands-on lab in your own Airflow environment running on Docker Compose. You will also learn to interpret the scheduler's behaviour when something goes wrong, a skill that saves hours in production. The capstone project is a daily analytics pipeline with quality checks, alerting and a demonstrated backfill.</p>
<h3>Prerequisites</h3>
<p>Intermediate Python and good SQL knowledge are expected. Familiarity with Docker and a cloud data warehouse is helpful, and both are introduced where needed.</p>`,
    courseContent: [
      mod("Orchestration concepts", [
        sub("Why orchestration", ["Cron jobs versus workflow orchestrators", "Designing idempotent, deterministic tasks"]),
        sub("Airflow architecture", ["Scheduler, executor, webserver and metadata database", "Local setup with Docker Compose"]),
      ]),
      mod("Writing DAGs", [
        sub("DAG fundamentals", ["DAGs, tasks and dependencies", "Schedules, data intervals and catchup", "The TaskFlow API"]),
        sub("Operators and hooks", ["BashOperator and PythonOperator", "Provider packages for AWS, Google Cloud and databases", "Connections and variables"]),
        sub("Passing data between tasks", ["XComs and their limits", "Jinja templating and macros"]),
      ]),
      mod("Advanced scheduling", [
        sub("Waiting on external events", ["Sensors and deferrable operators", "Data-aware scheduling with datasets"]),
        sub("Dynamic workflows", ["Dynamic task mapping", "Branching and trigger rules", "Task groups"]),
      ]),
      mod("Building an ELT pipeline", [
        sub("Extract and load", ["Pulling data from paginated REST APIs", "Landing files in object storage", "Loading into a cloud data warehouse"]),
        sub("Transform and validate", ["Running dbt from Airflow", "Data quality checks with SQL check operators"]),
      ]),
      mod("Production operations", [
        sub("Reliability", ["Retries, timeouts and SLAs", "Failure alerts to email and Slack", "Backfills and clearing task instances"]),
        sub("Deployment and scaling", ["CeleryExecutor and KubernetesExecutor", "CI/CD for DAG repositories", "Testing DAGs with pytest"]),
      ]),
      mod("Capstone project", [
        sub("Daily analytics pipeline", [
          "Design the DAG and target data model",
          "Implement with quality checks and alerts",
          "Demonstrate a historical backfill",
        ]),
        sub("Code review with the instructor"),
      ]),
    ],
  },
  {
    key: "snowflake-dbt",
    courseTitle: "Modern Data Warehousing with Snowflake and dbt",
    courseSmlDesc:
      "Load, model, test and govern analytics data in Snowflake, and turn raw tables into trusted, documented data marts with dbt and software engineering practices.",
    categories: ["Data Engineering"],
    courseDuration: 40,
    courseOverview: `<p>Snowflake and dbt together form the core of many modern analytics stacks. This course teaches data engineers, BI developers and analytics engineers how to load, model, test and govern data in Snowflake, and how to turn raw tables into trusted, documented data marts with dbt using software engineering practices such as version control, testing and CI.</p>
<h3>What you will learn</h3>
<ul><li>Explain Snowflake's architecture of virtual warehouses, micro-partitions and cloud storage</li><li>Load structured and semi-structured data with stages, COPY INTO and Snowpipe</li><li>Control cost and access with warehouse sizing, resource monitors, roles and masking policies</li><li>Design dimensional models with a clear grain and slowly changing dimensions</li><li>Build dbt projects with sources, incremental models, snapshots, tests and documentation</li></ul>
<h3>How it is taught</h3>
<p>Sessions are live and instructor-led, with hands-on labs in a Snowflake account and a dbt project kept in Git. The capstone project is a subscription analytics warehouse: you load raw event data, build tested revenue and churn models, and present the documented data marts.</p>
<h3>Prerequisites and certification</h3>
<p>Strong SQL skills are essential; basic Git and command-line knowledge help. The course supports preparation for the <strong>SnowPro Core</strong> certification and the <strong>dbt Analytics Engineering</strong> certification.</p>`,
    courseContent: [
      mod("Snowflake architecture", [
        sub("How Snowflake works", [
          "Separation of storage and compute",
          "Virtual warehouses and multi-cluster scaling",
          "Micro-partitions and partition pruning",
        ]),
        sub("Loading data", ["Stages and file formats", "COPY INTO and Snowpipe", "Semi-structured data with VARIANT and FLATTEN"]),
      ]),
      mod("Operating Snowflake", [
        sub("Security and governance", ["Role hierarchy and access control", "Dynamic data masking and row access policies"]),
        sub("Cost and performance", ["Warehouse sizing and auto-suspend", "Analysing the query profile", "Resource monitors"]),
        sub("Data lifecycle features", ["Time Travel and Fail-safe", "Zero-copy cloning", "Secure data sharing"]),
      ]),
      mod("Dimensional modelling", [
        sub("Modelling concepts", ["Facts, dimensions and grain", "Star schemas", "Slowly changing dimensions"]),
        sub("Modern modelling practice", ["ELT versus ETL", "Layered models: staging, intermediate and marts"]),
      ]),
      mod("dbt fundamentals", [
        sub("Project structure", ["Models, sources and ref", "Materialisations: view, table, incremental and ephemeral", "Jinja and macros"]),
        sub("Testing and documentation", ["Generic and singular data tests", "Source freshness checks", "Generated documentation and lineage graphs"]),
      ]),
      mod("Advanced dbt", [
        sub("Incremental models and snapshots", [
          "Incremental strategies on Snowflake: append, merge and delete+insert",
          "Snapshots for Type 2 slowly changing dimensions",
        ]),
        sub("Engineering practices", ["Packages such as dbt_utils", "Slim CI with state comparison", "Environments and deployment jobs"]),
      ]),
      mod("Capstone project", [
        sub("Subscription analytics warehouse", [
          "Load raw events into Snowflake",
          "Build tested dbt models for revenue and churn",
          "Document and present the data marts",
        ]),
        sub("Exam preparation", ["SnowPro Core practice questions", "dbt Analytics Engineering practice questions"]),
      ]),
    ],
  },
  {
    key: "kafka-streaming",
    courseTitle: "Real-time Streaming with Apache Kafka",
    courseSmlDesc:
      "Build event-driven systems and real-time pipelines on Apache Kafka, from producers and consumers to Kafka Connect, schemas and stateful stream processing.",
    categories: ["Data Engineering"],
    courseDuration: 40,
    courseOverview: `<p>Apache Kafka lets organisations react to events as they happen rather than hours later in a batch job. This course is for backend developers, data engineers and architects who want to build event-driven systems and real-time pipelines on Kafka, and who need to understand its guarantees well enough to rely on it in production.</p>
<h3>What you will be able to do</h3>
<ul><li>Explain brokers, partitions, replication and KRaft-based cluster metadata</li><li>Write producers and consumers with the right delivery semantics and commit strategy</li><li>Manage schemas and compatibility with Schema Registry, Avro and Protobuf</li><li>Integrate databases and storage with Kafka Connect and Debezium change data capture</li><li>Build stateful stream processing with Kafka Streams and ksqlDB</li><li>Monitor consumer lag and secure clusters with TLS, SASL and ACLs</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are paired with labs on a multi-broker cluster, with code examples in Java and Python. The capstone project is a real-time order tracking system that captures database changes, enriches them with Kafka Streams and feeds a live dashboard.</p>
<h3>Prerequisites and certification</h3>
<p>You should be comfortable programming in Java or Python and have a basic understanding of distributed systems. The course covers the topics of the <strong>Confluent Certified Developer for Apache Kafka</strong> exam.</p>`,
    courseContent: [
      mod("Event streaming fundamentals", [
        sub("Why event streaming", ["Messages, events and the distributed log", "Use cases: integration, analytics and event-driven services"]),
        sub("Kafka architecture", ["Brokers, topics and partitions", "Replication, leaders and in-sync replicas", "KRaft mode and the end of ZooKeeper"]),
      ]),
      mod("Producers and consumers", [
        sub("Producers", ["Message keys and partitioning", "acks, retries and idempotent producers", "Batching, linger and compression"]),
        sub("Consumers", [
          "Consumer groups and rebalancing",
          "Offset management and commit strategies",
          "At-most-once, at-least-once and exactly-once semantics",
        ]),
      ]),
      mod("Schemas and data contracts", [
        sub("Serialisation formats", ["Avro, Protobuf and JSON Schema", "Schema Registry and subject naming"]),
        sub("Schema evolution", ["Backward, forward and full compatibility", "Handling breaking changes"]),
      ]),
      mod("Kafka Connect", [
        sub("The Connect framework", ["Source and sink connectors", "Distributed mode workers and REST API"]),
        sub("Common integrations", ["Change data capture with Debezium", "Sinking to object storage and data warehouses", "Single message transforms"]),
      ]),
      mod("Stream processing", [
        sub("Kafka Streams", ["KStream and KTable", "Stateful aggregations and windowing", "Stream-table joins"]),
        sub("Other processing options", ["Streaming SQL with ksqlDB", "When to reach for Apache Flink"]),
      ]),
      mod("Operating Kafka", [
        sub("Cluster operations", ["Sizing partitions and brokers", "Monitoring consumer lag", "Security with TLS, SASL and ACLs"]),
        sub("Capstone: real-time order tracking", [
          "Change data capture from a relational database",
          "Enrich order events with Kafka Streams",
          "Serve results to a live dashboard",
        ]),
      ]),
    ],
  },

  // ----------------------------------------------------------- Automation
  {
    key: "python-automation",
    courseTitle: "Python for IT Automation",
    courseSmlDesc:
      "Write Python scripts that automate everyday IT work: log parsing, reports, server and network tasks, REST APIs and cloud housekeeping. No coding background needed.",
    categories: ["Automation"],
    courseDuration: 40,
    courseOverview: `<p>Repetitive IT tasks such as log checks, user audits, report generation and cloud clean-ups are ideal candidates for automation. This course teaches system administrators, network engineers and support professionals to write Python scripts that save hours every week, starting from the basics of the language and ending with tools your team can rely on.</p>
<h3>What you will learn</h3>
<ul><li>Write clear, well-structured Python with functions, modules and error handling</li><li>Parse logs, CSV, JSON and YAML files, and generate Excel reports</li><li>Run system commands and automate servers and network devices over SSH</li><li>Call REST APIs with authentication, pagination and retries</li><li>Automate AWS housekeeping with boto3 and send alerts to email, Slack or Teams</li><li>Test your scripts with pytest and package them for colleagues</li></ul>
<h3>How it is taught</h3>
<p>The course is delivered through live instructor-led sessions, with a lab after every topic based on real operational scenarios rather than textbook exercises. In the capstone project you build an automated server inventory and health-check report and schedule it to run unattended.</p>
<h3>Prerequisites</h3>
<p>No programming experience is required, but you should be comfortable with the command line and basic IT administration. Learners who already know some Python can move quickly through the first module and focus on the automation projects.</p>`,
    courseContent: [
      mod("Python essentials for IT professionals", [
        sub("Language basics", ["Data types, control flow and functions", "Lists, dictionaries and comprehensions", "Virtual environments and pip"]),
        sub("Writing maintainable scripts", ["Modules and packages", "Exceptions and the logging module", "Command-line interfaces with argparse"]),
      ]),
      mod("Files, text and data formats", [
        sub("Working with files", ["pathlib and file operations", "Parsing logs with regular expressions"]),
        sub("Data formats and reports", ["Reading and writing CSV, JSON and YAML", "Generating Excel reports with openpyxl"]),
      ]),
      mod("System and network automation", [
        sub("Operating system tasks", [
          "Running commands safely with subprocess",
          "Scheduling scripts with cron and Task Scheduler",
          "Writing cross-platform scripts",
        ]),
        sub("Remote administration", ["SSH automation with Paramiko and Fabric", "Network device automation with Netmiko"]),
      ]),
      mod("Working with APIs and the cloud", [
        sub("REST APIs", ["HTTP methods and status codes", "requests: authentication, pagination and retries", "Handling rate limits"]),
        sub("Cloud SDKs", ["Automating AWS with boto3", "Tag audits and unused resource clean-up scripts"]),
      ]),
      mod("Notifications and web automation", [
        sub("Messaging", ["Sending email with smtplib", "Posting to Slack and Microsoft Teams webhooks"]),
        sub("Working with web pages", ["Extracting data with Beautiful Soup", "Respecting robots.txt and terms of use"]),
      ]),
      mod("Quality and delivery", [
        sub("Testing scripts", ["pytest basics", "Mocking external systems"]),
        sub("Capstone: server inventory and health report", [
          "Collect inventory data over SSH and cloud APIs",
          "Produce an Excel report and alert on problems",
          "Package and schedule the tool",
        ]),
      ]),
    ],
  },
  {
    key: "ansible-automation",
    courseTitle: "Ansible for Infrastructure Automation",
    courseSmlDesc:
      "Automate server and network configuration with Ansible playbooks, roles, templates and Vault, and run consistent, repeatable changes across your whole estate.",
    categories: ["Automation", "DevOps"],
    courseDuration: 32,
    courseOverview: `<p>Ansible turns server configuration into readable, repeatable playbooks without agents to install. This course is for system administrators, DevOps engineers and network engineers who manage more than a handful of machines and want consistent configuration, faster changes and fewer late-night fixes made by hand over SSH.</p>
<h3>What you will be able to do</h3>
<ul><li>Set up inventories, including dynamic cloud inventories, and run ad hoc commands</li><li>Write idempotent playbooks with handlers, variables, loops, conditionals and error handling</li><li>Generate configuration files with Jinja2 templates, filters and lookups</li><li>Structure automation into roles and collections and share it through Ansible Galaxy</li><li>Protect secrets with Ansible Vault and test roles with ansible-lint and Molecule</li><li>Perform rolling updates and manage jobs in Ansible Automation Platform</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are backed by a lab of several Linux hosts for each learner. The capstone project has you configure a load-balanced web tier from scratch and harden it against a CIS baseline, entirely through code.</p>
<h3>Prerequisites and certification</h3>
<p>You should be comfortable administering Linux from the command line; no programming experience is needed. The course aligns with the objectives of the <strong>Red Hat Certified Engineer (RHCE, EX294)</strong> exam.</p>`,
    courseContent: [
      mod("Ansible fundamentals", [
        sub("Architecture", ["Control node, managed nodes and agentless design", "Static and dynamic inventories", "ansible.cfg and configuration precedence"]),
        sub("Ad hoc commands", ["Modules versus shell commands", "Privilege escalation with become"]),
      ]),
      mod("Playbooks", [
        sub("Writing playbooks", ["YAML syntax and plays", "Tasks, handlers and notify", "Idempotence in practice"]),
        sub("Variables and facts", ["Variable precedence", "Gathered facts and custom facts", "Registered variables"]),
        sub("Control flow", ["Loops and conditionals", "Error handling with block, rescue and always", "Tags"]),
      ]),
      mod("Templates and roles", [
        sub("Jinja2 templates", ["Templating configuration files", "Filters and lookups"]),
        sub("Roles and collections", ["Role structure, defaults and dependencies", "Ansible Galaxy and collections", "Reusing roles across projects"]),
      ]),
      mod("Secrets and testing", [
        sub("Ansible Vault", ["Encrypting variables and files", "Vault IDs for multiple environments"]),
        sub("Quality checks", ["Linting with ansible-lint", "Testing roles with Molecule"]),
      ]),
      mod("Real-world automation", [
        sub("Infrastructure tasks", [
          "User and package management at scale",
          "Web server and database configuration",
          "Rolling updates with serial and max_fail_percentage",
        ]),
        sub("Cloud and network automation", ["Dynamic inventory for AWS", "Network device configuration modules"]),
        sub("Ansible Automation Platform", ["Automation controller job templates", "Execution environments"]),
      ]),
      mod("Capstone and certification", [
        sub("Capstone: load-balanced web tier", ["Provision and configure web and load balancer roles", "Harden servers against a CIS baseline"]),
        sub("RHCE (EX294) preparation", ["Timed task practice", "Common exam mistakes and how to avoid them"]),
      ]),
    ],
  },
  {
    key: "playwright-test-automation",
    courseTitle: "Test Automation with Playwright",
    courseSmlDesc:
      "Build a fast, maintainable end-to-end test suite in TypeScript with Playwright, covering UI, API, visual and accessibility tests running reliably in CI.",
    categories: ["Automation"],
    courseDuration: 32,
    courseOverview: `<p>Playwright has quickly become a favourite for fast, reliable end-to-end testing of modern web applications. This course teaches QA engineers, manual testers moving into automation and developers how to build a maintainable Playwright test suite in TypeScript that runs across Chromium, Firefox and WebKit and gives trustworthy results in CI.</p>
<h3>What you will learn</h3>
<ul><li>Write resilient tests using role-based locators, auto-waiting and web-first assertions</li><li>Organise suites with fixtures, the Page Object Model and reusable authentication state</li><li>Combine UI tests with API testing and network mocking</li><li>Add visual comparisons and accessibility checks</li><li>Debug failures with the Trace Viewer, and run tests in parallel and sharded in GitHub Actions</li></ul>
<h3>How it is taught</h3>
<p>Each live, instructor-led session includes a hands-on lab against a realistic e-commerce application built for the course. You will also learn to diagnose and remove flaky tests, which is usually where automation projects succeed or fail. The capstone project is a complete test suite with UI, API and visual tests running in a CI pipeline with reports.</p>
<h3>Prerequisites</h3>
<p>Basic programming knowledge in JavaScript or TypeScript and familiarity with how web pages work are recommended. Testers with Selenium experience will find that most of their test design skills carry over directly.</p>`,
    courseContent: [
      mod("Test automation foundations", [
        sub("Test strategy", ["The test pyramid and where end-to-end tests fit", "Flaky tests: causes and cures"]),
        sub("Getting started with Playwright", [
          "Project setup with TypeScript",
          "Running tests in Chromium, Firefox and WebKit",
          "Codegen, UI mode and the Trace Viewer",
        ]),
      ]),
      mod("Writing robust tests", [
        sub("Locators", ["Role-based and text locators", "Test IDs, filtering and chaining", "Auto-waiting and actionability checks"]),
        sub("Assertions", ["Web-first assertions", "Soft assertions and screenshots on failure"]),
        sub("Fixtures and hooks", ["Built-in fixtures", "Custom fixtures and test isolation"]),
      ]),
      mod("Structuring a test suite", [
        sub("The Page Object Model", ["Designing page objects", "Keeping tests readable and intention-revealing"]),
        sub("Test data and state", ["Managing test data", "Reusing authentication state", "Parameterised tests"]),
      ]),
      mod("Beyond the user interface", [
        sub("API testing", ["APIRequestContext for REST calls", "Combining API set-up with UI checks"]),
        sub("Network control", ["Mocking and intercepting requests", "Simulating errors and slow networks"]),
        sub("Visual and accessibility checks", ["Screenshot comparisons and thresholds", "Accessibility scans with axe-core"]),
      ]),
      mod("Running at scale", [
        sub("Parallelism and sharding", ["Workers and fully parallel mode", "Sharding across CI machines"]),
        sub("CI integration", ["Running Playwright in GitHub Actions", "HTML reports, traces and retries on failure"]),
      ]),
      mod("Capstone project", [
        sub("Automate an e-commerce application", ["Page-object based UI suite", "API and visual tests", "CI pipeline with published reports"]),
        sub("Suite review and flakiness clinic"),
      ]),
    ],
  },
  {
    key: "rpa-uipath",
    courseTitle: "Robotic Process Automation with UiPath",
    courseSmlDesc:
      "Design, build and deploy software robots with UiPath Studio and Orchestrator to automate repetitive back-office work such as invoice entry and reconciliation.",
    categories: ["Automation"],
    courseDuration: 32,
    courseOverview: `<p>Robotic Process Automation lets organisations hand repetitive, rule-based work such as invoice entry, report downloads and data reconciliation to software robots. This course teaches business analysts, automation developers and operations staff to design, build and deploy reliable automations with UiPath Studio, from a first sequence to orchestrated, unattended robots.</p>
<h3>What you will learn</h3>
<ul><li>Assess processes for automation potential and document them clearly</li><li>Build workflows with sequences, flowcharts, variables, arguments and control flow</li><li>Automate desktop and web applications reliably with modern UI automation and selectors</li><li>Process Excel files, emails and PDFs, and extract data from documents</li><li>Structure production automations with the Robotic Enterprise Framework and proper exception handling</li><li>Publish, schedule and monitor robots through UiPath Orchestrator with queues and assets</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are combined with hands-on labs in UiPath Studio, using realistic back-office scenarios. In the capstone project you automate an end-to-end invoice processing workflow and deploy it to Orchestrator.</p>
<h3>Prerequisites and certification</h3>
<p>No programming background is required, although logical thinking and comfort with Excel help. The course prepares you for the <strong>UiPath Certified Professional Automation Developer Associate</strong> exam.</p>`,
    courseContent: [],
  },

  // ---------------------------------------------------------------- AI/ML
  {
    key: "machine-learning-python",
    courseTitle: "Machine Learning with Python",
    courseSmlDesc:
      "Build, evaluate and explain machine learning models in Python with pandas, scikit-learn and gradient boosting, and learn when a model can be trusted.",
    categories: ["AI/ML"],
    courseDuration: 56,
    courseOverview: `<p>Machine learning is now a practical tool for forecasting demand, detecting fraud and predicting customer churn. This course teaches developers, analysts and engineers to build, evaluate and explain machine learning models in Python, with a firm grasp of when a model can be trusted and when it cannot.</p>
<h3>What you will be able to do</h3>
<ul><li>Clean, explore and visualise data with NumPy, pandas, Matplotlib and seaborn</li><li>Train regression and classification models with scikit-learn, XGBoost and LightGBM</li><li>Evaluate models with the right metrics and handle imbalanced data</li><li>Apply clustering and dimensionality reduction to find structure in unlabelled data</li><li>Build reproducible pipelines with feature engineering, cross-validation and tuning</li><li>Explain predictions to stakeholders using SHAP values</li></ul>
<h3>How it is taught</h3>
<p>Concepts are introduced in live instructor-led sessions with just enough mathematics to build intuition, then practised immediately in hands-on notebook labs on real-world data sets. The capstone project is a customer churn prediction model that you present to a non-technical audience, just as you would at work.</p>
<h3>Prerequisites</h3>
<p>You should know basic Python and be comfortable with school-level algebra and statistics. A short preparatory refresher on Python and statistics is shared before the batch starts.</p>`,
    courseContent: [
      mod("Python for data science", [
        sub("Numerical Python", ["NumPy arrays and vectorisation", "Broadcasting and array operations"]),
        sub("Working with data", [
          "pandas DataFrames: selecting, grouping and merging",
          "Handling missing values and outliers",
          "Visualisation with Matplotlib and seaborn",
        ]),
      ]),
      mod("Machine learning foundations", [
        sub("Core ideas", ["Supervised and unsupervised learning", "Training, validation and test splits", "Bias, variance and overfitting"]),
        sub("Statistics refresher", ["Distributions and sampling", "Correlation versus causation"]),
      ]),
      mod("Regression", [
        sub("Linear models", ["Linear regression and gradient descent", "Regularisation with Ridge and Lasso"]),
        sub("Evaluating regression models", ["MAE, RMSE and R-squared", "Residual analysis"]),
      ]),
      mod("Classification", [
        sub("Algorithms", ["Logistic regression and k-nearest neighbours", "Decision trees and random forests", "Gradient boosting with XGBoost and LightGBM"]),
        sub("Evaluating classifiers", ["Confusion matrix, precision, recall and F1", "ROC and precision-recall curves", "Handling imbalanced classes"]),
      ]),
      mod("Unsupervised learning", [
        sub("Clustering", ["k-means and choosing k", "Hierarchical clustering and DBSCAN"]),
        sub("Dimensionality reduction", ["Principal component analysis", "Visualising high-dimensional data with t-SNE and UMAP"]),
      ]),
      mod("Building reliable models", [
        sub("Feature engineering", ["Encoding categorical variables", "Scaling and transformations", "scikit-learn Pipelines and ColumnTransformer"]),
        sub("Model selection and explanation", [
          "Cross-validation strategies",
          "Hyperparameter tuning with grid and random search",
          "Interpreting models with SHAP",
        ]),
      ]),
      mod("Capstone project", [
        sub("Customer churn prediction", [
          "Exploratory analysis and feature design",
          "Model comparison and tuning",
          "Presenting results to a non-technical audience",
        ]),
        sub("Portfolio and next steps", ["Writing up the project as a case study", "Publishing notebooks and code to GitHub"]),
      ]),
    ],
  },
  {
    key: "deep-learning",
    courseTitle: "Deep Learning and Neural Networks",
    courseSmlDesc:
      "Understand how neural networks learn and build them in PyTorch, from multilayer perceptrons to convolutional networks, transformers and generative models.",
    categories: ["AI/ML"],
    courseDuration: 56,
    courseOverview: `<p>Deep learning powers image recognition, speech systems and the language models reshaping software today. This course is for programmers, data scientists and machine learning practitioners who want to understand how neural networks learn and to build them confidently in PyTorch, from a first multilayer perceptron to convolutional networks and transformers.</p>
<h3>What you will learn</h3>
<ul><li>Explain forward propagation, backpropagation, loss functions and optimisers</li><li>Write clean PyTorch training loops with data loaders, checkpointing and GPU acceleration</li><li>Apply regularisation, batch normalisation and learning rate schedules</li><li>Build convolutional networks and use transfer learning for computer vision</li><li>Understand attention and fine-tune a pretrained transformer for text tasks</li><li>Explore autoencoders, GANs and the ideas behind diffusion models</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions explain the theory with diagrams and code side by side, followed by hands-on labs on cloud GPU notebooks. The capstone project is an end-to-end image classification system, finishing with a written model card and an inference API.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable with Python and NumPy and have some machine learning background, such as our Machine Learning with Python course. Familiarity with basic linear algebra and calculus will help you get the most from the theory.</p>`,
    courseContent: [
      mod("Neural network foundations", [
        sub("From neurons to networks", ["Perceptrons and activation functions", "Forward propagation", "Loss functions for regression and classification"]),
        sub("How networks learn", ["Backpropagation and the chain rule", "Optimisers: SGD, momentum and Adam", "Learning rate schedules"]),
      ]),
      mod("Deep learning with PyTorch", [
        sub("PyTorch essentials", ["Tensors and autograd", "Datasets and DataLoaders", "Writing a training and validation loop"]),
        sub("Training well", ["Weight initialisation and batch normalisation", "Dropout and weight decay", "Early stopping and checkpointing"]),
        sub("Training on GPUs", ["Moving models and data to the GPU", "Mixed-precision training"]),
      ]),
      mod("Computer vision", [
        sub("Convolutional neural networks", ["Convolutions, pooling and receptive fields", "Classic architectures: VGG and ResNet"]),
        sub("Applied vision", ["Data augmentation", "Transfer learning with pretrained models", "An overview of object detection"]),
      ]),
      mod("Sequence models and transformers", [
        sub("Recurrent networks", ["RNNs, LSTMs and GRUs", "Sequence-to-sequence models"]),
        sub("Attention and transformers", [
          "Self-attention and multi-head attention",
          "Positional encodings",
          "Fine-tuning a pretrained transformer for text classification",
        ]),
      ]),
      mod("Generative models", [
        sub("Autoencoders", ["Undercomplete and denoising autoencoders", "Variational autoencoders"]),
        sub("GANs and diffusion", ["Generative adversarial networks", "An introduction to diffusion models"]),
      ]),
      mod("Experimentation and deployment", [
        sub("Experiment tracking", ["Tracking runs with TensorBoard and MLflow", "Reproducibility and random seeds"]),
        sub("Serving models", ["Exporting to TorchScript and ONNX", "Serving a model behind a REST API"]),
        sub("Capstone: image classification end to end", ["Data preparation and model training", "Evaluation, model card and inference API"]),
      ]),
    ],
  },
  {
    key: "generative-ai-llm",
    courseTitle: "Generative AI and LLM Application Development",
    courseSmlDesc:
      "Build reliable applications on large language models with prompt design, retrieval-augmented generation, tool calling, fine-tuning, evaluation and guardrails.",
    categories: ["AI/ML"],
    courseDuration: 40,
    courseOverview: `<p>Large language models have moved from demos to production features in a remarkably short time. This course teaches software developers and data professionals to build useful, reliable applications on top of LLMs, covering prompt design, retrieval-augmented generation, tool use, fine-tuning, evaluation and the security concerns unique to generative AI.</p>
<h3>What you will be able to do</h3>
<ul><li>Explain how LLMs generate text and choose between hosted and open-weight models</li><li>Design prompts that return structured, consistent output</li><li>Build RAG pipelines with embeddings, vector databases, chunking and re-ranking</li><li>Give models tools through function calling and design controlled agent workflows</li><li>Decide when to fine-tune, and apply parameter-efficient methods such as LoRA</li><li>Evaluate quality systematically and defend against prompt injection and data leakage</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are paired with Python labs using both commercial APIs and locally hosted open models. The capstone project is an internal knowledge assistant that answers questions over company documents with citations, evaluation tests and guardrails, deployed behind a web API.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable writing Python and calling REST APIs. Prior machine learning experience is helpful but not required; the essential concepts are covered in the first module.</p>`,
    courseContent: [
      mod("How large language models work", [
        sub("Under the hood", [
          "Tokens, embeddings and the transformer",
          "Pretraining, instruction tuning and RLHF",
          "Context windows, temperature and sampling parameters",
        ]),
        sub("Choosing a model", ["Hosted APIs versus open-weight models", "Cost, latency and quality trade-offs"]),
      ]),
      mod("Prompt engineering", [
        sub("Prompting techniques", ["Zero-shot and few-shot prompting", "System prompts and role design", "Structured output with JSON Schema"]),
        sub("Reasoning and reliability", ["Step-by-step reasoning and task decomposition", "Reducing hallucinations"]),
      ]),
      mod("Retrieval-augmented generation", [
        sub("Embeddings and vector search", ["Embedding models", "Vector stores: pgvector, Pinecone and Chroma", "Semantic, keyword and hybrid search"]),
        sub("Building a RAG pipeline", ["Document loading and chunking strategies", "Retrieval, re-ranking and citations", "Evaluating retrieval quality"]),
      ]),
      mod("Tools and agents", [
        sub("Function calling", ["Defining tools and schemas", "Validating model-generated arguments"]),
        sub("Agent design", ["Planning loops and their failure modes", "Frameworks: LangChain and LlamaIndex", "Human-in-the-loop controls"]),
      ]),
      mod("Customising models", [
        sub("Fine-tuning", ["When to fine-tune rather than prompt or retrieve", "Parameter-efficient fine-tuning with LoRA", "Preparing training data"]),
        sub("Running open models", ["Local inference with Ollama", "High-throughput serving with vLLM"]),
      ]),
      mod("Evaluation, safety and production", [
        sub("Evaluation", ["Building evaluation data sets", "LLM-as-judge and its pitfalls"]),
        sub("Safety and security", ["Prompt injection and data leakage", "Guardrails and content filtering", "Privacy and responsible AI practices"]),
        sub("Production concerns", ["Caching, streaming responses and cost control", "Observability and tracing for LLM calls"]),
      ]),
      mod("Capstone project", [
        sub("Internal knowledge assistant", ["RAG chatbot over company documents", "Evaluation suite and guardrails", "Deployment behind a web API"]),
        sub("Demo day", ["Live demonstration to the batch", "Instructor review of evaluation results and design choices"]),
      ]),
    ],
  },
  {
    key: "mlops-production",
    courseTitle: "MLOps: Taking Models to Production",
    courseSmlDesc:
      "Apply software delivery practices to machine learning: reproducible experiments, automated training pipelines, reliable model serving and drift monitoring.",
    categories: ["AI/ML", "DevOps"],
    courseDuration: 48,
    courseOverview: `<p>Many machine learning models never reach production, and many that do quietly degrade once they are there. This course is for data scientists, ML engineers and DevOps engineers who want to close that gap by applying software delivery practices to machine learning: reproducible experiments, automated pipelines, reliable serving and continuous monitoring.</p>
<h3>What you will learn</h3>
<ul><li>Version data and code, and track experiments and models with DVC and MLflow</li><li>Build training pipelines with Kubeflow Pipelines or Apache Airflow</li><li>Set up CI/CD for ML with automated tests for data, code and models</li><li>Package models as FastAPI services and deploy them on Kubernetes with KServe</li><li>Roll out new models safely with shadow, canary and A/B strategies</li><li>Monitor data drift and model performance, and trigger retraining</li></ul>
<h3>How it is taught</h3>
<p>The course combines live instructor-led sessions with hands-on labs on a shared Kubernetes platform. The capstone project is a production fraud-detection service with an automated training pipeline, a canary rollout and drift monitoring.</p>
<h3>Prerequisites</h3>
<p>You should be able to train a model in Python with scikit-learn or a similar library and be comfortable with Git, Docker and the command line. Kubernetes knowledge helps, and the essentials are reviewed during the course.</p>`,
    courseContent: [
      mod("MLOps foundations", [
        sub("The machine learning lifecycle", ["From notebook to production", "Why ML systems fail in production", "MLOps maturity levels"]),
        sub("Reproducibility", ["Project structure and environment management", "Data versioning with DVC"]),
      ]),
      mod("Experiment tracking and model management", [
        sub("MLflow", ["Tracking parameters, metrics and artifacts", "The model registry, versions and aliases"]),
        sub("Feature management", ["Feature stores and training-serving skew", "An overview of Feast"]),
      ]),
      mod("Pipelines and automation", [
        sub("ML pipelines", ["Pipeline components with Kubeflow Pipelines", "Orchestrating training with Airflow"]),
        sub("CI/CD for machine learning", ["Testing data, code and models", "Continuous training with GitHub Actions", "Automated retraining triggers"]),
      ]),
      mod("Model serving", [
        sub("Packaging models", ["Containerising models with Docker", "Building inference APIs with FastAPI"]),
        sub("Serving at scale", ["Deploying on Kubernetes with KServe", "Batch versus online inference", "Autoscaling and GPU scheduling"]),
        sub("Release strategies", ["Shadow deployments", "Canary releases and A/B testing for models"]),
      ]),
      mod("Monitoring and governance", [
        sub("Monitoring models", [
          "Data drift and concept drift",
          "Drift reports with Evidently and metrics in Prometheus",
          "Alerting and retraining policies",
        ]),
        sub("Governance", ["Model cards and lineage", "Access control and audit trails"]),
      ]),
      mod("Capstone project", [
        sub("Production fraud-detection service", [
          "Automated training pipeline with MLflow tracking",
          "Canary rollout on Kubernetes",
          "Drift monitoring and a retraining trigger",
        ]),
        sub("Architecture review and demo"),
      ]),
    ],
  },
];
